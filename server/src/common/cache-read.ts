import { Extensions } from 'type-graphql';

/** How long an answer may be kept (seconds) when its read names no other age: invalidation is exact, this a net. */
export const DEFAULT_MAX_AGE = 300;

/**
 * What a cacheable read depends on, declared where the read is defined: the database tables whose rows its answer
 * shows or was chosen by. The response cache keeps the answer until one of them changes (the database announces
 * every change), at most `maxAge` seconds. A test compares every declaration with the tables the read really
 * touches, so a table left out fails it.
 */
export interface CacheRead {
  reads: readonly string[];
  maxAge?: number;
  /** PRIVATE: the answer depends on who asks (a per-viewer loader), so it is never shared between members. */
  scope?: 'PRIVATE';
}

/** The key of the declaration in a GraphQL field's extensions. */
export const CACHE_READ = 'cacheRead';

/**
 * On a root Query field: its answers may be cached. On a field resolver below the root: what that field reads
 * besides its parent (a request's reads are those of every field it asks for). Root fields without it are never
 * cached.
 */
export const CacheRead = (read: CacheRead): MethodDecorator & PropertyDecorator => Extensions({ [CACHE_READ]: read });
