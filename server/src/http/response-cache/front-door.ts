import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { parseStrictJson } from '../../common/strict-json.js';
import { currentScope, sessionName, sessionOf, type AfterViewer } from './request-scope.js';
import type { ResponseCache } from './response-cache.js';
import type { Entry } from './store.js';

/** Longest GraphQL request kept by its text: the storefront's documents are a few hundred bytes to a few KB. */
const MAX_BODY_CHARS = 8192;

const etagOf = (body: string): string => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** Responses whose cache outcome is reported in `X-Cache` (the diagnostic setting SQL_COUNT_HEADER, for the bench). */
const reported = new WeakSet<Response>();

/** A kept answer: Express answers 304 without the body when the request's If-None-Match names its ETag. */
function sendEntry(res: Response, entry: Entry): void {
  if (reported.has(res)) res.setHeader('X-Cache', 'hit');
  res.status(200).setHeader('Content-Type', entry.type);
  res.setHeader('ETag', entry.etag);
  res.send(entry.body);
}

/** The length of a small, plain JSON body, as body-parser would read it (no content encoding); else null. */
function smallJsonLength(req: Request): number | null {
  if (req.method !== 'POST' || req.headers['content-encoding'] || !req.is('application/json')) return null;
  const length = Number(req.headers['content-length']);
  return Number.isInteger(length) && length > 0 && length <= MAX_BODY_CHARS ? length : null;
}

/** The body as text (its events: a stream's async iterator costs more than the rest of a hit). */
const textOf = (req: Request): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('error', reject);
    req.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

/** A malformed body: a 400, as body-parser's own error would be. */
const malformed = () => Object.assign(new SyntaxError('malformed JSON body'), { status: 400 });

/** An answer kept for everyone, or else for this session (a member and role, or `anon` for every visitor). */
const lookUp = (cache: ResponseCache, key: string, session: string): Entry | undefined =>
  cache.store.get(key) ?? cache.store.get(`${session}|${key}`);

/**
 * The session the front door may answer for: every visitor, or a member the full path recognised (sessions.ts);
 * null sends the request down the full path (an unknown or changed member, an invalid token).
 */
function sessionAtDoor(cache: ResponseCache, authorization: string | undefined): string | null {
  if (!authorization) return 'anon';
  const viewer = cache.sessions.viewerOf(authorization);
  return viewer ? sessionName(viewer) : null;
}

/** The key of each request the front door let through, for the full path's second look and for keeping. */
const keys = new WeakMap<Response, string>();

/**
 * Answers a GET shim or GraphQL read straight from the store, before the request's context is built, a route is
 * matched or Apollo's pipeline runs: the key is the URL, or the text of a small JSON body (read here, so that a hit
 * skips body-parser and the reviver too), with the accepted answer type. After a write of this instance it first
 * waits until the change feed has brought that write (read-your-writes). `reportOutcome` adds `X-Cache: hit|miss` to
 * the reads it looks up.
 */
export function frontDoor(cache: ResponseCache, { readsBodies = false, reportOutcome = false } = {}): RequestHandler {
  return async (req, res, next) => {
    const readable = req.method === 'GET' || (readsBodies && smallJsonLength(req) !== null);
    if (!cache.live || !readable) return next();
    if (reportOutcome) {
      reported.add(res);
      res.setHeader('X-Cache', 'miss'); // a hit, here or at the second look, overwrites it
    }
    const body = req.method === 'GET' ? '' : await textOf(req);
    const key = `${req.method} ${req.originalUrl} ${req.headers.accept ?? ''}\n${body}`;
    await cache.ownWritesHeard();
    const session = sessionAtDoor(cache, req.headers.authorization);
    const hit = session === null ? undefined : lookUp(cache, key, session);
    if (hit) return sendEntry(res, hit);
    if (body) {
      try {
        req.body = parseStrictJson(body);
      } catch {
        return next(malformed());
      }
      if (typeof req.body !== 'object' || req.body === null) return next(malformed());
    }
    keys.set(res, key);
    next();
  };
}

/**
 * The full path's second look, once it has looked the viewer up: a member the front door did not recognise yet
 * (first request, or the `users` table moved since) may have an answer kept. Otherwise the answer is kept as it is
 * sent, when the read made it cacheable.
 */
export function secondLook(cache: ResponseCache): AfterViewer {
  return (res, scope) => {
    const key = keys.get(res);
    if (key === undefined) return false;
    const hit = scope.viewer && cache.live ? lookUp(cache, key, sessionName(scope.viewer)) : undefined;
    if (hit) sendEntry(res, hit);
    else keepOnSend(cache, res, key);
    return hit !== undefined;
  };
}

/**
 * Wraps the answer's `send`: a 200 with a text body, from a cacheable read that wrote nothing and read only
 * announced tables, is kept with its ETag, for everyone unless it is personal.
 */
function keepOnSend(cache: ResponseCache, res: Response, key: string): void {
  const send = res.send.bind(res);
  res.send = (body?: unknown) => {
    res.send = send;
    const scope = currentScope();
    const session = scope ? sessionOf(scope) : null;
    if (res.statusCode !== 200 || typeof body !== 'string' || !scope || session === null) return send(body);
    if (scope.maxAge <= 0 || !cache.storable(scope)) return send(body);
    const entry: Entry = {
      body,
      tables: [...scope.reads],
      startSeq: scope.startSeq,
      type: String(res.get('Content-Type')),
      etag: etagOf(body),
    };
    cache.store.set(scope.personal ? `${session}|${key}` : key, entry, scope.maxAge);
    res.setHeader('ETag', entry.etag);
    return send(body);
  };
}
