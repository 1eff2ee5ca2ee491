import { Readable } from 'node:stream';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { badInput } from './errors.js';
import { MSG } from './messages.js';

// Storage applies the configured limit and type check; this only stops absurd bodies early.
const HARD_LIMIT = 50 * 1024 * 1024;

/** Parses a multipart body with one JSON part and one optional file part, as the original Spring API took them. */
export function multipartJson(jsonPart: string, filePart: string): RequestHandler {
  const parse = multer({ storage: multer.memoryStorage(), limits: { fileSize: HARD_LIMIT, files: 2 } }).fields([
    { name: jsonPart, maxCount: 1 },
    { name: filePart, maxCount: 1 },
  ]);
  return (req, res, next) =>
    parse(req, res, (err?: unknown) =>
      next(err instanceof multer.MulterError ? badInput(MSG.upload.tooLarge, filePart) : err),
    );
}

type Files = Record<string, Express.Multer.File[] | undefined>;

/** The JSON part, sent either as a text field or as a file part of type application/json. */
export function jsonPart<T>(req: Request, name: string): Partial<T> {
  const asFile = (req.files as Files | undefined)?.[name]?.[0];
  const text = asFile ? asFile.buffer.toString('utf8') : (req.body as Record<string, unknown> | undefined)?.[name];
  if (typeof text !== 'string') throw badInput(MSG.common.badInput, name);
  try {
    const value = JSON.parse(text) as unknown;
    if (value === null || typeof value !== 'object') throw new Error('not an object');
    return value as Partial<T>;
  } catch {
    throw badInput(MSG.common.badInput, name);
  }
}

export function filePart(req: Request, name: string): Readable | null {
  const file = (req.files as Files | undefined)?.[name]?.[0];
  return file ? Readable.from(file.buffer) : null;
}
