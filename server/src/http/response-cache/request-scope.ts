import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler, Response } from 'express';
import type { Context } from '../../context/context.js';
import type { Viewer } from '../../context/policy.js';
import { TableScanner } from './sql-tables.js';

/** What one cacheable request has done so far: recorded as it runs, read when its answer is stored. */
export interface RequestScope {
  /** The change sequence when the request started. */
  startSeq: number;
  /** The tables its statements named. */
  tables: Set<string>;
  /** The viewer, read without marking the answer personal; null for visitors. */
  viewer: Viewer | null;
  /** A token came with the request; with no viewer, it was invalid or expired and nothing is cached. */
  tokenGiven: boolean;
  /** Something read `ctx.viewer`: the answer depends on who asks. */
  viewerRead: boolean;
  /** The request wrote (a side effect, such as logging a missed search): its answer is not kept. */
  wrote: boolean;
  /** A GraphQL answer Apollo found cacheable (for everyone or for this session): its maxAge in seconds, else 0. */
  cacheMaxAge: number;
  /** The front door looks up and keeps this request's answer (under its text): Apollo's own cache stays out. */
  atFrontDoor: boolean;
}

const storage = new AsyncLocalStorage<RequestScope>();

export const currentScope = (): RequestScope | undefined => storage.getStore();

/** A member's session: answers kept for it are only ever served to a request of the same member and role. */
export const sessionName = (viewer: Viewer): string => `m${viewer.no}:${viewer.role}`;

/** The cache's name for who asks: a member and role, or `anon` for every visitor; null when nothing may be cached. */
export function sessionOf(scope: RequestScope): string | null {
  if (scope.viewer) return sessionName(scope.viewer);
  return scope.tokenGiven ? null : 'anon';
}

/** Once the viewer is known and before the request runs: answers it (true) or leaves it to run. */
export type AfterViewer = (res: Response, scope: RequestScope) => boolean;

/**
 * From here on, reading `ctx.viewer` marks the request personal: whatever reads it (a service, the auth checker,
 * a policy check) makes the answer depend on the viewer, so it is kept per session and never shared.
 */
function watchViewer(ctx: Context, scope: RequestScope): void {
  let viewer = ctx.viewer;
  Object.defineProperty(ctx, 'viewer', {
    configurable: true,
    enumerable: true,
    get: () => {
      scope.viewerRead = true;
      return viewer;
    },
    set: (value: Viewer | null) => {
      viewer = value;
    },
  });
}

/**
 * Wraps the middleware that builds the request's context: the rest of the request runs in a scope of its own.
 * The viewer's own lookup stays outside it: it runs on every request, hit or not, and the session names the viewer.
 */
export function scoped(attach: RequestHandler, now: () => number, afterViewer: AfterViewer): RequestHandler {
  return (req, res, next) =>
    attach(req, res, (err?: unknown) => {
      if (err) return next(err);
      const scope: RequestScope = {
        startSeq: now(),
        tables: new Set(),
        viewer: req.ctx.viewer,
        tokenGiven: Boolean(req.headers.authorization),
        viewerRead: false,
        wrote: false,
        cacheMaxAge: 0,
        atFrontDoor: false,
      };
      if (afterViewer(res, scope)) return;
      watchViewer(req.ctx, scope);
      storage.run(scope, next);
    });
}

/** The knex 'query' hook: notes the tables a statement of the current request names, and whether it writes. */
export function recordTables(tablesOf: (sql: string) => string[]): (data: { sql?: string }) => void {
  return (data) => {
    const scope = storage.getStore();
    if (!scope || typeof data.sql !== 'string') return;
    for (const table of tablesOf(data.sql)) scope.tables.add(table);
    if (TableScanner.isWrite(data.sql)) scope.wrote = true;
  };
}
