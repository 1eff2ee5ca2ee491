import { Readable } from 'node:stream';
import type { Request, Response } from 'express';
import multer from 'multer';
import { badInput } from '../common/errors.js';
import { MSG } from '../common/messages.js';
import { parseJson } from './json-body.js';

const JSON_PART_MAX = 64 * 1024;

/**
 * Reads a shim's multipart body (one JSON part, or one plain value with `text`, and one optional file part) with the upload limit applied while the
 * bytes arrive: a larger file is cut off at `maxBytes`, never held whole. Malformed bodies answer 400.
 */
export async function readMultipart(
  req: Request,
  res: Response,
  parts: { json: string; file: string; text?: boolean },
  maxBytes: number,
): Promise<{ json: unknown; file: Readable | null }> {
  if (!req.is('multipart/form-data')) throw badInput(MSG.common.badInput, parts.json);
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 2, fields: 2, parts: 3, fieldSize: JSON_PART_MAX, headerPairs: 50 },
  }).fields([
    { name: parts.json, maxCount: 1 },
    { name: parts.file, maxCount: 1 },
  ]);
  await new Promise<void>((resolve, reject) =>
    parse(req, res, (err?: unknown) => {
      if (!err) return resolve();
      const limit = err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE';
      reject(badInput(limit ? MSG.upload.tooLarge : MSG.common.badInput, limit ? parts.file : parts.json));
    }),
  );
  const files = req.files as Record<string, Express.Multer.File[] | undefined> | undefined;
  const jsonFile = files?.[parts.json]?.[0];
  if (jsonFile && jsonFile.size > JSON_PART_MAX) throw badInput(MSG.common.badInput, parts.json);
  const text = jsonFile
    ? jsonFile.buffer.toString('utf8')
    : (req.body as Record<string, unknown> | undefined)?.[parts.json];
  if (typeof text !== 'string') throw badInput(MSG.common.badInput, parts.json);
  const file = files?.[parts.file]?.[0];
  const json = parts.text ? { [parts.json]: text } : parseJson(text, parts.json);
  return { json, file: file ? Readable.from(file.buffer) : null };
}
