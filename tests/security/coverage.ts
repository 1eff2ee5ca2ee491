import type { GraphQLSchema } from 'graphql';
import { shimTable } from '../../server/src/modules/index.js';

/** What the run must aim at: every shim of the table and every root field of the schema. */
export function expectedTargets(schema: GraphQLSchema): string[] {
  const roots = [
    ['Query', schema.getQueryType()],
    ['Mutation', schema.getMutationType()],
    ['Subscription', schema.getSubscriptionType()],
  ] as const;
  return [
    ...shimTable.map((r) => `${r.method} ${r.path}`),
    ...roots.flatMap(([name, type]) => Object.keys(type?.getFields() ?? {}).map((field) => `${name}.${field}`)),
  ];
}

/** The routes and fields no case aims at; a new one fails the run until the generators reach it. */
export function uncovered(schema: GraphQLSchema, targets: Iterable<string>): string[] {
  const aimed = new Set(targets);
  return expectedTargets(schema).filter((t) => !aimed.has(t));
}
