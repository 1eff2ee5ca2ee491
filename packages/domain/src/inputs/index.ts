/** One strict zod schema per input, shared by the GraphQL field, the REST shim and the client's form. */
export * from './common.js';
export * from './alert.js';
export * from './audit.js';
export * from './catalog.js';
export * from './chat.js';
export * from './community.js';
export * from './delivery.js';
export * from './home.js';
export * from './member.js';
export * from './notice.js';
export * from './order.js';
export * from './payment.js';
export * from './promotion.js';
export * from './search.js';
export * from './show.js';
export * from './statistics.js';
export * from './user.js';
