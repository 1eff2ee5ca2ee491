import { AsyncResource } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { parseStrictJson } from '../json-body.js';
import { currentScope, sessionOf, type RequestScope } from './request-scope.js';
import type { ResponseCache } from './response-cache.js';
import type { Entry } from './store.js';

/** Longest GraphQL request kept by its text: the storefront's documents are a few hundred bytes to a few KB. */
const MAX_KEY_CHARS = 8192;

export const etagOf = (body: string): string => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** A kept answer: Express answers 304 without the body when the request's If-None-Match names its ETag. */
export function sendEntry(res: Response, entry: Entry): void {
  res.status(200).setHeader('Content-Type', entry.type!);
  res.setHeader('ETag', entry.etag!);
  res.send(entry.body);
}

/**
 * Visitors' shim answers straight from the store, before the request's context is built or a route is matched: the
 * entries the shim cache keeps for everyone (a member's request, with its token, always takes the full path).
 */
export function shimFrontDoor(cache: ResponseCache): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' || req.headers.authorization || !cache.live) return next();
    const hit = cache.store.get(`s:GET ${req.originalUrl}`);
    return hit ? sendEntry(res, hit) : next();
  };
}

/** A visitor's small, plain JSON request, as body-parser would read it (no content encoding, a known length). */
function plainJsonLength(req: Request): number | null {
  if (req.method !== 'POST' || req.headers['content-encoding'] || !req.is('application/json')) return null;
  const length = Number(req.headers['content-length']);
  return Number.isInteger(length) && length > 0 && length <= MAX_KEY_CHARS ? length : null;
}

/** A malformed body: a 400, as body-parser's own error would be. */
const malformed = () => Object.assign(new SyntaxError('malformed JSON body'), { status: 400 });

/**
 * Visitors' GraphQL answers straight from the store, before the JSON body is parsed, the context is built and
 * Apollo's pipeline (and its own response cache) runs: the request's text is the key, so a hit costs what a shim hit
 * costs. On a miss the body parsed here (under the same strict reviver) goes on, and the full path's answer is kept
 * under the text when Apollo found it cacheable (the hint table's fields, no error) and the request read only
 * announced tables and wrote nothing. Every visitor is the same viewer (none), so a visitor's answer, even one that
 * looked at the viewer, is every visitor's: the same rule as Apollo's `anon` session.
 */
export function graphqlFrontDoor(cache: ResponseCache): RequestHandler {
  return (req, res, next) => {
    const length = req.headers.authorization || !cache.live ? null : plainJsonLength(req);
    if (length === null) return next();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('error', next);
    // The body's events come from the socket: the rest of the request runs in the request's own async context
    // (one resource per request; AsyncResource.bind would add a deprecation wrapper on every call).
    const context = new AsyncResource('GraphqlFrontDoor');
    req.once('end', () =>
      context.runInAsyncScope(() => {
        const text = Buffer.concat(chunks).toString('utf8');
        const key = `q:${req.headers.accept ?? ''}|${text}`;
        const hit = cache.store.get(key);
        if (hit) return sendEntry(res, hit);
        try {
          req.body = parseStrictJson(text);
        } catch {
          return next(malformed());
        }
        if (typeof req.body !== 'object' || req.body === null) return next(malformed());
        keepOnSend(cache, res, (scope) =>
          scope.cacheMaxAge > 0 && sessionOf(scope) === 'anon' ? { key, maxAge: scope.cacheMaxAge } : null,
        );
        next();
      }),
    );
  };
}

/**
 * Wraps the answer's `send`: a 200 with a text body, from a request whose answer may be kept (it wrote nothing, read
 * only announced tables), is kept where `place` says (a key and a lifetime; null: nowhere), with its ETag.
 */
export function keepOnSend(
  cache: ResponseCache,
  res: Response,
  place: (scope: RequestScope) => { key: string; maxAge: number } | null,
): void {
  const send = res.send.bind(res);
  res.send = (body?: unknown) => {
    res.send = send;
    const scope = currentScope();
    if (res.statusCode !== 200 || typeof body !== 'string' || !scope || !cache.storable(scope)) return send(body);
    const where = place(scope);
    if (where) {
      const entry: Entry = {
        body,
        tables: [...scope.tables],
        startSeq: scope.startSeq,
        type: String(res.get('Content-Type')),
        etag: etagOf(body),
      };
      cache.store.set(where.key, entry, where.maxAge);
      res.setHeader('ETag', entry.etag!);
    }
    return send(body);
  };
}
