import { msg } from '@scene-shop/domain';
import { Readable } from 'node:stream';
import type { Request, Response } from 'express';
import multer from 'multer';
import { badInput } from '../common/errors.js';
import { parseJson } from './json-body.js';
import type { MultipartParts } from '../context/route.js';

const JSON_PART_MAX = 64 * 1024;

/** The plain form values of a `fields` body; each at most once. */
function formFields(req: Request, names: string[]): Record<string, string> {
  const sent = (req.body ?? {}) as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(sent)) {
    if (!names.includes(key) || typeof value !== 'string') throw badInput(msg('common.badInput'), key);
    out[key] = value;
  }
  return out;
}

/**
 * Reads a shim's multipart body (one JSON part, or one plain value with `text`, or several plain `fields`, and one
 * optional file part, or up to `maxFiles` of them) with the upload limit applied while the bytes arrive: a larger file is cut off at `maxBytes`,
 * never held whole. Malformed bodies answer 400.
 */
export async function readMultipart(
  req: Request,
  res: Response,
  parts: MultipartParts,
  maxBytes: number,
): Promise<{ json: unknown; file: Readable | null; files: Readable[] }> {
  const named = 'fields' in parts ? parts.fields : [parts.json];
  const maxFiles = 'maxFiles' in parts ? (parts.maxFiles ?? 1) : 1;
  if (!req.is('multipart/form-data')) throw badInput(msg('common.badInput'), named[0]);
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: maxBytes,
      files: maxFiles + 1,
      fields: named.length + 1,
      parts: named.length + maxFiles + 1,
      fieldSize: JSON_PART_MAX,
      headerPairs: 50,
    },
  }).fields([
    ...('fields' in parts ? [] : [{ name: parts.json, maxCount: 1 }]),
    { name: parts.file, maxCount: maxFiles },
  ]);
  await new Promise<void>((resolve, reject) =>
    parse(req, res, (err?: unknown) => {
      if (!err) return resolve();
      const limit = err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE';
      reject(badInput(limit ? msg('upload.tooLarge') : msg('common.badInput'), limit ? parts.file : named[0]));
    }),
  );
  const files = req.files as Record<string, Express.Multer.File[] | undefined> | undefined;
  const streams = (files?.[parts.file] ?? []).map((f) => Readable.from(f.buffer));
  const stream = streams[0] ?? null;
  if ('fields' in parts) return { json: formFields(req, parts.fields), file: stream, files: streams };
  const jsonFile = files?.[parts.json]?.[0];
  if (jsonFile && jsonFile.size > JSON_PART_MAX) throw badInput(msg('common.badInput'), parts.json);
  const text = jsonFile
    ? jsonFile.buffer.toString('utf8')
    : (req.body as Record<string, unknown> | undefined)?.[parts.json];
  if (typeof text !== 'string') throw badInput(msg('common.badInput'), parts.json);
  const json = parts.text ? { [parts.json]: text } : parseJson(text, parts.json);
  return { json, file: stream, files: streams };
}
