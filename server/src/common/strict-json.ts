const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** PostgreSQL cannot store NUL; such text is a client error, refused before any service sees it. */
export const hasNul = (value: string) => value.includes('\u0000');

/**
 * JSON.parse reviver for every body: keys that could reach an object's prototype and strings with NUL are refused,
 * so no later Object.assign or class instance can be bent by a body.
 */
export function strictReviver(key: string, value: unknown): unknown {
  if (FORBIDDEN_KEYS.has(key)) throw new SyntaxError(`forbidden key ${key}`);
  if (typeof value === 'string' && hasNul(value)) throw new SyntaxError('NUL in a string');
  return value;
}

/** JSON.parse under the rules of every body; throws on malformed or refused text. */
export const parseStrictJson = (text: string): unknown => JSON.parse(text, strictReviver);
