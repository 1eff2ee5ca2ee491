import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import express, { type Express, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { notFound } from '../common/errors.js';
import type { Storage } from '../common/storage.js';
import { uploadedFileHeaders } from './security.js';

/** Stored files change only by getting a new name, but a replaced seed picture should show within the hour. */
const UPLOAD_CACHE_CONTROL = 'public, max-age=3600';

function conditionsOf(req: Request) {
  const since = req.headers['if-modified-since'];
  const date = since ? new Date(since) : null;
  return {
    ifNoneMatch: req.headers['if-none-match'],
    ifModifiedSince: date && !Number.isNaN(date.getTime()) ? date : undefined,
  };
}

async function sendStored(storage: Storage, key: string, req: Request, res: Response): Promise<boolean> {
  const opened = await storage.open(key, conditionsOf(req));
  if (opened.kind === 'missing') return false;
  res.setHeader('Cache-Control', UPLOAD_CACHE_CONTROL);
  if (opened.etag) res.setHeader('ETag', opened.etag);
  if (opened.lastModified) res.setHeader('Last-Modified', opened.lastModified.toUTCString());
  if (opened.kind === 'not-modified') {
    res.status(304).end();
    return true;
  }
  res.setHeader('Content-Type', opened.mimetype);
  if (opened.bytes !== undefined) res.setHeader('Content-Length', String(opened.bytes));
  if (req.method === 'HEAD') {
    opened.body.destroy();
    res.end();
    return true;
  }
  try {
    await pipeline(opened.body, res);
  } catch (err) {
    // The status line is gone: a cut connection is all the client can be told. A visitor leaving is no fault.
    if ((err as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') req.log.warn({ err, key }, 'upload cut');
  }
  return true;
}

/**
 * Uploaded and generated images under /uploads, read from the store (disk or bucket) with the headers that keep
 * stored files inert. A missing file answers 404 in the API's error shape.
 */
export function serveUploads(app: Express, storage: Storage): void {
  app.use('/uploads', uploadedFileHeaders, async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      res.status(405).end();
      return;
    }
    let key: string;
    try {
      key = decodeURIComponent(req.path.slice(1));
    } catch {
      return next(notFound());
    }
    if (!(await sendStored(storage, key, req, res))) next(notFound());
  });
}

/** The built client: hashed assets cached for good, index.html revalidated on every visit. */
export function serveClient(app: Express, clientDist: string, logger: Logger): void {
  if (!fs.existsSync(path.join(clientDist, 'index.html'))) {
    logger.warn({ clientDist }, 'client build not found: run `npm run build -w client`');
    return;
  }
  app.use(
    '/assets',
    express.static(path.join(clientDist, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }),
  );
  app.use(express.static(clientDist, { index: false, maxAge: 0 }));
  app.get('/{*path}', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(path.join(clientDist, 'index.html'));
  });
}
