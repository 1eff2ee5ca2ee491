import type { RequestHandler } from 'express';
import type { AnyRoute } from '../../context/route.js';
import { keepOnSend, sendEntry } from './front-door.js';
import { SHIM_PATHS } from './hints.js';
import { currentScope, sessionOf } from './request-scope.js';
import type { ResponseCache } from './response-cache.js';

/** Builds a route's Express handler (rest-router's runner), given the route to run. */
export type ShimRunner = (route: AnyRoute) => RequestHandler;
export type ShimWrapper = (route: AnyRoute, runner: ShimRunner) => RequestHandler;

/**
 * The response cache for the allowlisted GET shims (hints.ts), in the store GraphQL uses, keyed by method, path and
 * query; a hit answers without running the route. Shims open to anyone are shared unless their handler read
 * `ctx.viewer`; member shims are kept per session. Every answer kept carries an ETag.
 */
export function shimCache(cache: ResponseCache): ShimWrapper {
  return (route, runner) => {
    const maxAge = route.method === 'GET' ? SHIM_PATHS[route.path] : undefined;
    if (!maxAge) return runner(route);
    // Policy checks read the viewer before the handler does; only the handler's own reads make the answer personal.
    const run = runner({
      ...route,
      handle: (input) => {
        const scope = currentScope();
        if (scope && route.policy === 'anyone') scope.viewerRead = false;
        return route.handle(input);
      },
    });
    const shared = route.policy === 'anyone';
    return (req, res, next) => {
      const scope = currentScope();
      const session = scope ? sessionOf(scope) : null;
      if (!scope || session === null || !cache.live) return run(req, res, next);
      const key = `s:${req.method} ${req.originalUrl}`;
      const hit = (shared ? cache.store.get(key) : undefined) ?? cache.store.get(`${session}|${key}`);
      if (hit) return sendEntry(res, hit);
      keepOnSend(cache, res, (kept) => ({
        key: shared && !kept.viewerRead ? key : `${session}|${key}`,
        maxAge,
      }));
      return run(req, res, next);
    };
  };
}
