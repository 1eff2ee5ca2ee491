/** The catalogue behind the keys: whether a text names a key, and a message's Korean text. */
import type { Leaf, Message, MessageArg, MessageKey } from './keys.js';
import { SERVER_MSG } from './server-messages.js';

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
