import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import type { PubSub } from './common/pubsub.js';
import { authChecker } from './context/auth-checker.js';
import { moduleResolvers } from './modules/index.js';

export function createSchema(pubSub: PubSub): Promise<GraphQLSchema> {
  return buildSchema({
    // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql takes resolver classes
    resolvers: moduleResolvers as NonEmptyArray<Function>,
    authChecker,
    // A field the viewer may not see (another member's email) reads as null rather than failing the query.
    authMode: 'null',
    pubSub,
  });
}

export const printSortedSchema = (schema: GraphQLSchema) => printSchema(lexicographicSortSchema(schema)) + '\n';
