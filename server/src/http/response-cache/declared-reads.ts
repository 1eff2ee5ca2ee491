import type { ApolloServerPlugin } from '@apollo/server';
import {
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { CACHE_READ, DEFAULT_MAX_AGE, type CacheRead } from '../../common/cache-read.js';
import type { Context } from '../../context/context.js';
import type { AnyRoute } from '../../context/route.js';
import { currentScope } from './request-scope.js';

/** What an operation's answer depends on: the union of its fields' declarations, the least maxAge. */
export interface Declared {
  maxAge: number;
  reads: Set<string>;
  personal: boolean;
}

/** The declarations (common/cache-read.ts) of the fields an operation asks for, in fragments too. */
export function declaredBy(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): Declared {
  let maxAge = Infinity;
  let personal = false;
  const reads = new Set<string>();
  const info = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(info, {
      OperationDefinition: (node) => (node === operation ? undefined : false),
      Field: () => {
        const field = info.getFieldDef();
        if (!field || field.name.startsWith('__')) return;
        const read = field.extensions[CACHE_READ] as CacheRead | undefined;
        // A root field that declares nothing is never cached, and neither is the answer that holds it.
        if (!read && info.getParentType() === schema.getQueryType()) maxAge = 0;
        if (!read) return;
        maxAge = Math.min(maxAge, read.maxAge ?? DEFAULT_MAX_AGE);
        personal ||= read.scope === 'PRIVATE';
        for (const table of read.reads) reads.add(table);
      },
    }),
  );
  return { maxAge: Number.isFinite(maxAge) ? maxAge : 0, reads, personal };
}

/**
 * A query's answer may be kept for the least maxAge its fields declare, when it is answered without error. Apollo's
 * own cache control is off on every server (graphql.ts): no HTTP cache headers from it, so browsers keep
 * revalidating and personal answers `no-store`.
 */
const declaredQueries: ApolloServerPlugin<Context> = {
  requestDidStart: async () => ({
    didResolveOperation: async ({ schema, document, operation }) => {
      const scope = currentScope();
      if (!scope || operation?.operation !== 'query') return;
      const declared = declaredBy(schema, document, operation);
      scope.maxAge = declared.maxAge;
      scope.personal ||= declared.personal;
      for (const table of declared.reads) scope.reads.add(table);
    },
    willSendResponse: async ({ response }) => {
      const scope = currentScope();
      if (scope && (response.body.kind !== 'single' || response.body.singleResult.errors)) scope.maxAge = 0;
    },
  }),
};

export const cachePlugins = (): ApolloServerPlugin<Context>[] => [declaredQueries];

/**
 * Called by the shim router right before a route's handler: a GET route that declares `cache` makes its answer
 * cacheable. Policy checks read the viewer before the handler does: only a member route, or the handler's own look at
 * the viewer, makes the answer personal.
 */
export function declareShimRead(route: AnyRoute): void {
  const scope = currentScope();
  if (!scope || !route.cache || route.method !== 'GET') return;
  scope.personal = route.policy !== 'anyone';
  scope.maxAge = route.cache.maxAge ?? DEFAULT_MAX_AGE;
  for (const table of route.cache.reads) scope.reads.add(table);
}
