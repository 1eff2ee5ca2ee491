/**
 * Messages as keys: a message is the path of a text in the server's catalogue (SERVER_MSG) with the arguments of its
 * template. The server answers, stores and mails `{ key, args }` and its Korean text; a reader shows the key's text
 * in their language (`renderMessage`, or the client's translator), falling back to Korean. This module only types
 * keys (it does not load the catalogue), so the schemas that write keys carry no texts.
 */
import type { ServerCatalogue } from './server-messages.js';

type Template = (...args: never[]) => string;
export type Leaf = string | Template;

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

/**
 * A message written where a rule library wants a text (a zod issue's message):
 * the key, followed by its arguments as JSON when it has any ('chat.tooLong[1000]'). `readIssue` reads it back.
 */
export function issue<K extends MessageKey>(key: K, ...args: ArgsOf<K> & MessageArg[]): string {
  return args.length ? `${key}${JSON.stringify(args)}` : key;
}
