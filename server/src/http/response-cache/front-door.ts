import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { currentScope, sessionName, sessionOf, type AfterViewer } from './request-scope.js';
import type { ResponseCache } from './response-cache.js';
import type { Entry } from './store.js';

/** Longest GraphQL request kept by its body: the storefront's documents are a few hundred bytes to a few KB. */
const MAX_BODY_CHARS = 8192;

const etagOf = (body: string): string => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** A kept answer: Express answers 304 without the body when the request's If-None-Match names its ETag. */
function sendEntry(res: Response, entry: Entry): void {
  res.status(200).setHeader('Content-Type', entry.type);
  res.setHeader('ETag', entry.etag);
  res.send(entry.body);
}

/**
 * What the front door keys a request by, with the answer type it accepts: a GET by its URL, a GraphQL POST by its
 * JSON body; null for anything else (a multipart upload, a large body).
 */
function keyOf(req: Request): string | null {
  const head = `${req.method} ${req.originalUrl} ${req.headers.accept ?? ''}`;
  if (req.method === 'GET') return head;
  if (req.method !== 'POST' || typeof req.body !== 'object' || req.body === null) return null;
  const body = JSON.stringify(req.body);
  return body.length <= MAX_BODY_CHARS ? `${head}\n${body}` : null;
}

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
 * matched or Apollo's pipeline runs: a hit costs a key and a map lookup. After a write of this instance it first
 * waits until the change feed has brought that write (read-your-writes).
 */
export function frontDoor(cache: ResponseCache): RequestHandler {
  return async (req, res, next) => {
    const key = cache.live ? keyOf(req) : null;
    if (key === null) return next();
    await cache.ownWritesHeard();
    const session = sessionAtDoor(cache, req.headers.authorization);
    const hit = session === null ? undefined : lookUp(cache, key, session);
    if (hit) return sendEntry(res, hit);
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
