import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler, Response } from 'express';
import type { Context } from '../../context/context.js';
import type { Viewer } from '../../context/policy.js';

/** What one request has done so far, as far as its answer may be kept: recorded as it runs, read as it answers. */
export interface RequestScope {
  /** The change sequence when the request started. */
  startSeq: number;
  /** The tables its read declared (common/cache-read.ts). */
  reads: Set<string>;
  /** How long its answer may be kept, in seconds: set by a cacheable read without error; 0 keeps nothing. */
  maxAge: number;
  /** The answer depends on who asks (something read `ctx.viewer`, or a PRIVATE field): kept per session only. */
  personal: boolean;
  /** The viewer, read without making the answer personal; null for visitors. */
  viewer: Viewer | null;
  /** A token came with the request; with no viewer, it was invalid or expired and nothing is cached. */
  tokenGiven: boolean;
  /** A statement of the request wrote (a side effect, such as logging a missed search): its answer is not kept. */
  wrote: boolean;
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
 * From here on, reading `ctx.viewer` makes the answer personal: whatever reads it (a service, the auth checker,
 * a policy check) makes the answer depend on the viewer, so it is kept per session and never shared.
 */
function watchViewer(ctx: Context, scope: RequestScope): void {
  let viewer = ctx.viewer;
  Object.defineProperty(ctx, 'viewer', {
    configurable: true,
    enumerable: true,
    get: () => {
      scope.personal = true;
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
        reads: new Set(),
        maxAge: 0,
        personal: false,
        viewer: req.ctx.viewer,
        tokenGiven: Boolean(req.headers.authorization),
        wrote: false,
      };
      if (afterViewer(res, scope)) return;
      watchViewer(req.ctx, scope);
      storage.run(scope, next);
    });
}
