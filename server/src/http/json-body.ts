import { msg } from '@scene-shop/domain';
import express, { type RequestHandler } from 'express';
import { badInput } from '../common/errors.js';
import { hasNul, parseStrictJson, strictReviver } from '../common/strict-json.js';

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
