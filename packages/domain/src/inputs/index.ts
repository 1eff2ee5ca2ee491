/** One strict zod schema per input, shared by the GraphQL field, the REST shim and the client's form. */
export * from './common.js';
export * from './audit.js';
export * from './chat.js';
export * from './member.js';
export * from './notice.js';
export * from './user.js';
