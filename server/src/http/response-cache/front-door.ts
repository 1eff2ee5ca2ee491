import { createHash } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { currentScope, sessionOf } from './request-scope.js';
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

/** A visitor's GraphQL request as a key: the exact operation, variables and accepted answer type. */
function graphqlKey(body: unknown, accept: string | undefined): string | null {
  if (typeof body !== 'object' || body === null || typeof (body as { query?: unknown }).query !== 'string') {
    return null;
  }
  const key = `q:${accept ?? ''}|${JSON.stringify(body)}`;
  return key.length <= MAX_KEY_CHARS ? key : null;
}

/**
 * Visitors' GraphQL answers straight from the store, after the JSON body is parsed and before the context, Apollo's
 * pipeline and its own response cache: a hit costs what a shim hit costs. On a miss the full path runs, and its
 * answer is kept under the request's text when Apollo found it cacheable (the hint table's fields, no error) and the
 * request read only announced tables and wrote nothing. Every visitor is the same viewer (none), so a visitor's
 * answer, even one that looked at the viewer, is every visitor's: the same rule as Apollo's `anon` session.
 */
export function graphqlFrontDoor(cache: ResponseCache): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'POST' || req.headers.authorization || !cache.live) return next();
    const key = graphqlKey(req.body, req.headers.accept);
    if (!key) return next();
    const hit = cache.store.get(key);
    if (hit) return sendEntry(res, hit);
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      res.send = send;
      const scope = currentScope();
      const maxAge = scope?.cacheMaxAge ?? 0;
      if (res.statusCode === 200 && typeof body === 'string' && scope && maxAge > 0) {
        if (sessionOf(scope) === 'anon' && cache.storable(scope)) {
          const entry: Entry = {
            body,
            tables: [...scope.tables],
            startSeq: scope.startSeq,
            type: String(res.get('Content-Type')),
            etag: etagOf(body),
          };
          cache.store.set(key, entry, maxAge);
          res.setHeader('ETag', entry.etag!);
        }
      }
      return send(body);
    };
    next();
  };
}
