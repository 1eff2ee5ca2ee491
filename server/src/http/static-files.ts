import fs from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import { uploadedFileHeaders } from './security.js';

/** Uploaded and generated images under /uploads, with the headers that keep stored files inert. */
export function serveUploads(app: Express, uploadDir: string): void {
  app.use(
    '/uploads',
    uploadedFileHeaders,
    express.static(path.resolve(uploadDir), { fallthrough: false, maxAge: '1h', dotfiles: 'deny' }),
  );
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
