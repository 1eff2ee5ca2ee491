import { msg, readIssue, type Message } from '@scene-shop/domain';
import type { z } from 'zod';
import { badInput, type AppError } from './errors.js';

export interface ParseOptions {
  /** The message when the first issue names none of the catalogue's keys (a type or format mismatch). */
  fallback?: Message;
  /** The field to blame when the issue has no path (a schema of one value, such as a GraphQL argument). */
  field?: string;
}

/** An answer names a few unknown keys, each shortened: a body of 50,000 long keys does not come back whole. */
const NAMED_KEYS = 5;
const KEY_TEXT_MAX = 60;
const shortened = (key: string) => (key.length > KEY_TEXT_MAX ? `${key.slice(0, KEY_TEXT_MAX)}…` : key);

/**
 * A failed parse as the answer a client gets: 400 with the first issue's catalogue key (or the fallback) and the
 * field it concerns; an unknown key is named in the field and in the message.
 */
export function inputError(
  error: z.ZodError,
  { fallback = msg('common.badInput'), field }: ParseOptions = {},
): AppError {
  const first = error.issues[0];
  if (first?.code === 'unrecognized_keys') {
    const keys = first.keys.slice(0, NAMED_KEYS).map((key) => shortened([...first.path, key].map(String).join('.')));
    const more = first.keys.length > NAMED_KEYS ? ', …' : '';
    return badInput(msg('common.unknownField', keys.join(', ') + more), keys[0]);
  }
  const message = (first && readIssue(first.message)) ?? fallback;
  return badInput(message, first?.path.map(String).join('.') || field);
}

/** Whether a failed parse broke one of the schema's rules (a keyed message) rather than the input's shape. */
export const brokeRule = (error: z.ZodError): boolean => {
  const first = error.issues[0];
  return first !== undefined && readIssue(first.message) !== null;
};

/** Parses an input with its (domain) schema: the typed, valid value, or the 400 of its first problem. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, options?: ParseOptions): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw inputError(result.error, options);
}
