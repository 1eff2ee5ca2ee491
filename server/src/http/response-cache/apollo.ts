import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import ApolloServerPluginResponseCache from '@apollo/server-plugin-response-cache';
import { cacheControlFromInfo } from '@apollo/cache-control-types';
import type { Context } from '../../context/context.js';
import { DEFAULT_MAX_AGE, PRIVATE_FIELDS, QUERY_FIELDS } from './hints.js';
import { currentScope, sessionOf } from './request-scope.js';
import type { ResponseCache } from './response-cache.js';

type KeyValueCache = NonNullable<NonNullable<Parameters<typeof ApolloServerPluginResponseCache>[0]>['cache']>;

/** Apollo's key-value view of the shared store: what the request read and when it started travel with the body. */
function keyValueCache(cache: ResponseCache): KeyValueCache {
  return {
    get: async (key) => cache.store.get(`g:${key}`)?.body,
    // The response cache plugin stores from willSendResponse, inside the request: its scope is still current.
    set: async (key, body, options) => {
      const scope = currentScope();
      if (!scope) return;
      cache.store.set(`g:${key}`, { body, tables: [...scope.tables], startSeq: scope.startSeq }, options?.ttl ?? 0);
    },
    delete: async (key) => cache.store.delete(`g:${key}`),
  };
}

/**
 * Cache hints from the one table (hints.ts) instead of decorators on every resolver: root Query fields get their
 * maxAge there or 0 (never cached); per-viewer fields are PRIVATE. A request in which anything read `ctx.viewer`
 * (the auth checker of an @Authorized field, a service) is PRIVATE too, so no per-member answer is ever shared.
 */
const hintsFromTable: ApolloServerPlugin<Context> = {
  requestDidStart: async () => ({
    executionDidStart: async (requestContext) => ({
      willResolveField({ info }) {
        if (!info.path.prev) {
          const hint = info.parentType.name === 'Query' ? QUERY_FIELDS[info.fieldName] : undefined;
          cacheControlFromInfo(info).setCacheHint(
            hint ? { maxAge: hint.maxAge, ...(hint.private ? { scope: 'PRIVATE' } : {}) } : { maxAge: 0 },
          );
        } else if (PRIVATE_FIELDS.has(`${info.parentType.name}.${info.fieldName}`)) {
          cacheControlFromInfo(info).setCacheHint({ scope: 'PRIVATE' });
        }
      },
      executionDidEnd: async () => {
        if (currentScope()?.viewerRead) requestContext.overallCachePolicy.restrict({ scope: 'PRIVATE' });
      },
    }),
    // What the front door may keep for visitors under the request's text: a cacheable query answered without error.
    willSendResponse: async ({ operation, response, overallCachePolicy }) => {
      const scope = currentScope();
      const policy = overallCachePolicy.policyIfCacheable();
      const clean = response.body.kind === 'single' && !response.body.singleResult.errors;
      if (scope && operation?.operation === 'query' && clean && policy) scope.cacheMaxAge = policy.maxAge;
    },
  }),
};

/**
 * Apollo's cache control (hints; no HTTP cache headers, so browsers keep revalidating and personal answers keep
 * `no-store`) and response cache over our store. The session is the member (`m<no>:<role>`) or `anon`; a request
 * with a token that names no member (invalid, expired) neither reads nor fills the cache.
 */
export function apolloCachePlugins(cache: ResponseCache): ApolloServerPlugin<Context>[] {
  const session = () => {
    const scope = currentScope();
    return scope ? sessionOf(scope) : null;
  };
  return [
    // Apollo calls willResolveField hooks in reverse order: cache control sets `info.cacheControl` before the table.
    hintsFromTable,
    ApolloServerPluginCacheControl({ defaultMaxAge: DEFAULT_MAX_AGE, calculateHttpHeaders: false }),
    // Only for the requests the front door does not take (GET, large or encoded bodies): one cache per answer.
    ApolloServerPluginResponseCache<Context>({
      cache: keyValueCache(cache),
      sessionId: async () => session(),
      shouldReadFromCache: async () => cache.live && session() !== null && !currentScope()?.atFrontDoor,
      shouldWriteToCache: async () => {
        const scope = currentScope();
        return scope !== undefined && !scope.atFrontDoor && sessionOf(scope) !== null && cache.storable(scope);
      },
    }),
  ];
}
