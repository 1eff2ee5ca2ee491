import { msg } from '@scene-shop/domain';
import express, { type RequestHandler } from 'express';
import { badInput } from '../common/errors.js';

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

/** Parses a JSON text (a multipart JSON part) under the same rules as a JSON body. */
export function parseJson(text: string, field: string): unknown {
  try {
    return parseStrictJson(text);
  } catch {
    throw badInput(msg('common.badInput'), field);
  }
}

/** JSON bodies up to 1 MB under the strict reviver; a malformed one answers 400 through the error handler. */
export const jsonBody = (): RequestHandler => express.json({ limit: '1mb', reviver: strictReviver });

/** Query strings are checked the same way: no NUL anywhere, no prototype keys. */
export const strictQuery: RequestHandler = (req, _res, next) => {
  const raw = req.originalUrl.split('?', 2)[1] ?? '';
  const decoded = (() => {
    try {
      return decodeURIComponent(raw.replace(/\+/g, ' '));
    } catch {
      return null;
    }
  })();
  if (decoded === null || hasNul(decoded) || /(^|[&[])(__proto__|constructor|prototype)[\]=&]/.test(decoded)) {
    return next(badInput(msg('common.badInput'), 'query'));
  }
  next();
};
