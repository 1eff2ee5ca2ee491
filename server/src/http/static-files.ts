import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { isLanguage } from '@scene-shop/domain';
import express, { type Express, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { notFound } from '../common/errors.js';
import type { Storage } from '../common/storage.js';
import { pageDataScript, valueAt, type PageQuery, type RunPageQuery } from './page-data.js';
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

/** dist/.vite/route-preload.json, written by the client's build (client/build/route-preload.ts). */
interface RoutePreload {
  path: string;
  scripts: string[];
  styles: string[];
  /** The page's first screen as markup for #root; `{{a.b}}` stands for a value of the page's data. */
  shell?: string;
  data?: PageQuery;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The shell with the data's values in its `{{…}}` places; null if one is missing (no shell then). */
function fillShell(shell: string, data: Record<string, unknown>): string | null {
  let missing = false;
  const filled = shell.replace(/\{\{([\w.]+)\}\}/g, (_place, dotted: string) => {
    const value = valueAt(data, dotted);
    if (typeof value !== 'string' && typeof value !== 'number') missing = true;
    return escapeHtml(String(value));
  });
  return missing ? null : filled;
}

/** The shell's first-priority pictures, fetched from the head on (the body is parsed after the stylesheets). */
const imagePreloads = (shell: string) =>
  [...shell.matchAll(/<img [^>]*src="(\/[^"]+)"[^>]*fetchpriority="high"/g)].map(
    (m) => `<link rel="preload" as="image" fetchpriority="high" href="${m[1]}">`,
  );

/** The language a visitor chose in the client (client/src/lib/i18n/choose-language.ts); Korean when absent. */
const LANGUAGE_COOKIE = /(?:^|;\s*)scene-shop\.language=([^;]*)/;

/** The app shell is in Korean: a visitor who chose another language gets the page without it (not Korean first). */
const wantsKorean = (cookie: string | undefined) => (LANGUAGE_COOKIE.exec(cookie ?? '')?.[1] ?? 'ko') === 'ko';

/** The page in the chosen language from its first byte (the browser's own controls and voices follow `lang`). */
function inLanguage(page: string, cookie: string | undefined): string {
  const chosen = LANGUAGE_COOKIE.exec(cookie ?? '')?.[1];
  return isLanguage(chosen) && chosen !== 'ko' ? page.replace('<html lang="ko">', `<html lang="${chosen}">`) : page;
}

type IndexFor = (urlPath: string, requestId: string, cookie: string | undefined) => Promise<string>;

/**
 * index.html for each page the build names, with that page's chunks and styles linked in its head: the browser
 * fetches them with the entry instead of a round trip after it (a phone's first visit). Where the build gave one,
 * #root holds the page's first screen (its app shell), which paints before any script has run, and a page with a
 * query carries the answer (page-data.ts). Other paths get index.html as built.
 */
function indexPages(clientDist: string, runQuery: RunPageQuery | undefined, logger: Logger): IndexFor {
  const html = fs.readFileSync(path.join(clientDist, 'index.html'), 'utf8');
  const file = path.join(clientDist, '.vite/route-preload.json');
  const routes = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as RoutePreload[]) : [];
  // What the first paint needs goes before the entry script (the build puts its stylesheets there too), so the
  // browser asks for it first; the page's chunks go last.
  const withHead = (page: string, first: string[], last: string[] = []) =>
    page
      .replace(
        /( *)<script type="module"/,
        (script, indent: string) => first.map((l) => `${indent}${l}\n`).join('') + script,
      )
      .replace(/( *)<\/head>/, (end, indent: string) => last.map((l) => `${indent}  ${l}\n`).join('') + end);
  const withRoot = (page: string, shell: string, after = '') =>
    withHead(page, imagePreloads(shell)).replace('<div id="root"></div>', `<div id="root">${shell}</div>${after}`);
  const pages = routes.map((route) => ({
    route,
    pattern: new RegExp(route.path),
    html: withHead(
      html,
      route.styles.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
      route.scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
    ),
  }));
  return async (urlPath, requestId, cookie) => {
    const page = pages.find((p) => p.pattern.test(urlPath));
    if (!page) return html;
    const { data } = page.route;
    const answer =
      data && runQuery
        ? await runQuery(data, page.pattern.exec(urlPath)!, requestId).catch((err: unknown) => {
            logger.warn({ err, urlPath }, 'page data failed; the page asks for it');
            return null;
          })
        : null;
    const shell = page.route.shell && wantsKorean(cookie) ? fillShell(page.route.shell, answer?.data ?? {}) : null;
    if (!shell && !answer) return page.html;
    return withRoot(page.html, shell ?? '', answer ? pageDataScript(answer) : '');
  };
}

/**
 * The built client: hashed assets cached for good, index.html revalidated on every visit (a landing page's data in it
 * is public, and fresh). `runQuery` runs a landing page's query for its HTML.
 */
export function serveClient(app: Express, clientDist: string, logger: Logger, runQuery?: RunPageQuery): void {
  if (!fs.existsSync(path.join(clientDist, 'index.html'))) {
    logger.warn({ clientDist }, 'client build not found: run `npm run build -w client`');
    return;
  }
  const indexFor = indexPages(clientDist, runQuery, logger);
  app.use(
    '/assets',
    express.static(path.join(clientDist, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }),
  );
  app.use(express.static(clientDist, { index: false, maxAge: 0 }));
  app.get('/{*path}', async (req, res) => {
    const page = await indexFor(req.path, String(req.id), req.headers.cookie);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(inLanguage(page, req.headers.cookie));
  });
}
