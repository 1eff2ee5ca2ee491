import { AsyncResource } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { parseStrictJson } from '../../common/strict-json.js';
import { currentScope, sessionName, sessionOf, type AfterViewer, type RequestScope } from './request-scope.js';
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
 * The session the front door may answer for: every visitor, or a member the full path recognised (sessions.ts);
 * null sends the request down the full path (an unknown or changed member, an invalid token).
 */
function sessionAtDoor(cache: ResponseCache, authorization: string | undefined): string | null {
  if (!authorization) return 'anon';
  const viewer = cache.sessions.viewerOf(authorization);
  return viewer ? sessionName(viewer) : null;
}

/**
 * Shim answers straight from the store, before the request's context is built or a route is matched: the entries
 * the shim cache keeps for everyone, and a recognised member's own.
 */
export function shimFrontDoor(cache: ResponseCache): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' || !cache.live) return next();
    const session = sessionAtDoor(cache, req.headers.authorization);
    if (session === null) return next();
    const key = `s:GET ${req.originalUrl}`;
    const hit = cache.store.get(key) ?? (session === 'anon' ? undefined : cache.store.get(`${session}|${key}`));
    return hit ? sendEntry(res, hit) : next();
  };
}

/** A small, plain JSON request, as body-parser would read it (no content encoding, a known length). */
function plainJsonLength(req: Request): number | null {
  if (req.method !== 'POST' || req.headers['content-encoding'] || !req.is('application/json')) return null;
  const length = Number(req.headers['content-length']);
  return Number.isInteger(length) && length > 0 && length <= MAX_KEY_CHARS ? length : null;
}

/** A malformed body: a 400, as body-parser's own error would be. */
const malformed = () => Object.assign(new SyntaxError('malformed JSON body'), { status: 400 });

/** Where a session's GraphQL answer is kept: every visitor's under the text, a member's under their session too. */
const keyFor = (session: string, text: string): string => (session === 'anon' ? text : `${session}|${text}`);

/** The text key of each GraphQL request the front door let through, for the full path's second look. */
const textKeys = new WeakMap<Response, string>();

/**
 * GraphQL answers straight from the store, before the JSON body is parsed, the context is built and Apollo's
 * pipeline runs: the request's text (and accepted type) is the key, under the session of a recognised member, so a
 * hit costs what a shim hit costs. On a miss the body parsed here (under the same strict reviver) goes on, and the
 * full path's answer is kept under its session and text when Apollo found it cacheable (the hint table's fields, no
 * error) and the request read only announced tables and wrote nothing. Every visitor is the same viewer (none), so
 * a visitor's answer, even one that looked at the viewer, is every visitor's: the same rule as Apollo's `anon`.
 */
export function graphqlFrontDoor(cache: ResponseCache): RequestHandler {
  return (req, res, next) => {
    const length = cache.live ? plainJsonLength(req) : null;
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
        const session = sessionAtDoor(cache, req.headers.authorization);
        const hit = session === null ? undefined : cache.store.get(keyFor(session, key));
        if (hit) return sendEntry(res, hit);
        try {
          req.body = parseStrictJson(text);
        } catch {
          return next(malformed());
        }
        if (typeof req.body !== 'object' || req.body === null) return next(malformed());
        textKeys.set(res, key);
        keepOnSend(cache, res, (scope) => {
          const kept = sessionOf(scope);
          return scope.cacheMaxAge > 0 && kept !== null ? { key: keyFor(kept, key), maxAge: scope.cacheMaxAge } : null;
        });
        next();
      }),
    );
  };
}

/**
 * The full path's second look, once it has looked the viewer up: a member the front door did not recognise yet
 * (first request, or the `users` table moved since) may have an answer kept under the session and text.
 */
export function secondLook(cache: ResponseCache): AfterViewer {
  return (res, scope) => {
    const key = textKeys.get(res);
    if (key === undefined) return false;
    scope.atFrontDoor = true;
    const hit = scope.viewer && cache.live ? cache.store.get(keyFor(sessionName(scope.viewer), key)) : undefined;
    if (hit) sendEntry(res, hit);
    return hit !== undefined;
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
