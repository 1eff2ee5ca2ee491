/**
 * The server's messages in the chosen language, by key: an error's `extensions.key` and `args`, or a shared domain
 * rule's message (a key written as text). The texts are the server catalogue's (`MSG.server`, the domain package's
 * SERVER_MSG), read through the chosen language like any other area; no text is ever matched back to a key.
 */
import { isMessageKey, readIssue } from '@scene-shop/domain/catalogue';
import type { Message, MessageArg } from '@scene-shop/domain/keys';
import { server } from '../messages/server.js';

/** The message an error's extensions name, or null when they name none of the catalogue's keys. */
export function messageOf(extensions: Record<string, unknown> | undefined): Message | null {
  const key = extensions?.key;
  const args = extensions?.args ?? [];
  return isMessageKey(key) && Array.isArray(args) ? { key, args: args as MessageArg[] } : null;
}

/** A message in the chosen language (an argument that is a message too); null for a key this client lacks. */
export function serverText(message: Message): string | null {
  let node: unknown = server;
  for (const part of message.key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node === 'string') return node;
  if (typeof node !== 'function') return null;
  const args: unknown[] = [];
  for (const arg of message.args) {
    const text = typeof arg === 'object' && arg !== null ? serverText(arg) : arg;
    if (text === null) return null;
    args.push(text);
  }
  return (node as (...a: unknown[]) => string)(...args);
}

/**
 * A text the server sent beside its key (an alert, a sign-in's notice): in the chosen language by the key; else (no
 * key, or one this client lacks) as it came.
 */
export function keyedText(text: string, key: unknown, args: unknown): string {
  if (!isMessageKey(key)) return text;
  return serverText({ key, args: (Array.isArray(args) ? args : []) as MessageArg[] }) ?? text;
}

/** A form rule's message as shown: a shared domain rule's key in the chosen language; any other text as it is. */
export function ruleText(text: string): string {
  const message = readIssue(text);
  return (message && serverText(message)) ?? text;
}
