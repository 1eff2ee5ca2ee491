import 'reflect-metadata';
import fs from 'node:fs';
import { createTopics } from '../common/pubsub.js';
import { createSchema, printSortedSchema } from '../schema.js';

/** Writes schema.graphql at the repository root from the resolvers (run from the root). */
const schema = await createSchema(createTopics());
fs.writeFileSync('schema.graphql', printSortedSchema(schema));
console.log('wrote schema.graphql');
