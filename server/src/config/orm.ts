import { DataloaderType, ReflectMetadataProvider, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { entities } from '../entities.js';
import { migrationsList } from '../migrations/index.js';

export interface OrmHooks {
  /** Called for every SQL statement; the statement counter hangs off this. */
  onQuery?: (sql: string) => void;
}

export function ormOptions(clientUrl: string, hooks: OrmHooks = {}): Options<PostgreSqlDriver> {
  return {
    driver: PostgreSqlDriver,
    clientUrl,
    entities,
    metadataProvider: ReflectMetadataProvider,
    discovery: { requireEntitiesArray: true, disableDynamicFileAccess: true },
    extensions: [Migrator],
    migrations: {
      migrationsList,
      path: 'server/src/migrations',
      pathTs: 'server/src/migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: 'ts',
      fileName: (timestamp, name) => `Migration${timestamp}${name ? `_${name}` : ''}`,
    },
    // Batches Reference.load() and Collection.load() made in the same tick: GraphQL field resolvers stay N+1 free.
    dataloader: DataloaderType.ALL,
    forceUtcTimezone: true,
    pool: { min: 0, max: 10 },
    debug: hooks.onQuery ? ['query'] : false,
    logger: hooks.onQuery ? (message: string) => hooks.onQuery?.(message) : undefined,
    allowGlobalContext: false,
  };
}
