/**
 * Messages as keys: a message is the path of a text in the server's catalogue (SERVER_MSG) with the arguments of its
 * template. The server answers, stores and mails `{ key, args }` and its Korean text; a reader shows the key's text
 * in their language (`renderMessage`, or the client's translator), falling back to Korean.
 */
import { SERVER_MSG, type ServerCatalogue } from './server-messages.js';

type Template = (...args: never[]) => string;
type Leaf = string | Template;

/** Every path of a text in a catalogue: 'order.stockShort', 'social.names.KAKAO'. */
type PathsOf<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends Leaf ? `${P}${K}` : PathsOf<T[K], `${P}${K}.`>;
}[keyof T & string];

/** The text (or template) at a path. */
type At<T, K extends string> = K extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? At<T[Head], Rest>
    : never
  : K extends keyof T
    ? T[K]
    : never;

export type MessageKey = PathsOf<ServerCatalogue>;

/** An argument: a number, a text as written (a product's name), or another message (a provider's name). */
export type MessageArg = string | number | Message;

export interface Message {
  key: MessageKey;
  args: MessageArg[];
}

/** The arguments a key's template takes; a text where the template takes one may also be a message. */
export type ArgsOf<K extends MessageKey> =
  At<ServerCatalogue, K> extends (...args: infer A) => string
    ? { [I in keyof A]: A[I] extends string ? string | Message : A[I] }
    : [];

/** A message, type-checked: the key against the catalogue, the arguments against its template's parameters. */
export function msg<K extends MessageKey>(key: K, ...args: ArgsOf<K> & MessageArg[]): Message {
  return { key, args };
}

function leafAt(key: string): Leaf | undefined {
  let node: unknown = SERVER_MSG;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' || typeof node === 'function' ? (node as Leaf) : undefined;
}

export function isMessageKey(key: unknown): key is MessageKey {
  return typeof key === 'string' && leafAt(key) !== undefined;
}

/** The message's Korean text: the catalogue's original, its template filled (an argument that is a message too). */
export function koreanText(message: Message): string {
  const leaf = leafAt(message.key);
  if (typeof leaf !== 'function') return leaf ?? message.key;
  const args = message.args.map((arg) => (typeof arg === 'object' ? koreanText(arg) : arg));
  return (leaf as (...a: MessageArg[]) => string)(...args);
}

/**
 * A message written where a rule library wants a text (a zod issue's or a class-validator constraint's message):
 * the key, followed by its arguments as JSON when it has any ('chat.tooLong[1000]'). `readIssue` reads it back.
 */
export function issue<K extends MessageKey>(key: K, ...args: ArgsOf<K> & MessageArg[]): string {
  return args.length ? `${key}${JSON.stringify(args)}` : key;
}

const ISSUE = /^([\w.]+?)(\[.*\])?$/s;

/** The message an issue's text names, or null for any other text (a library's own English message). */
export function readIssue(text: string): Message | null {
  const match = ISSUE.exec(text);
  if (!match || !isMessageKey(match[1])) return null;
  if (!match[2]) return { key: match[1], args: [] };
  try {
    const args: unknown = JSON.parse(match[2]);
    return Array.isArray(args) ? { key: match[1], args: args as MessageArg[] } : null;
  } catch {
    return null;
  }
}
