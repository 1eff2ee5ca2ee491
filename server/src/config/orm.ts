import { DataloaderType, ReflectMetadataProvider, type MigrationsOptions, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { connectionTimeouts, cutOnReadTimeout, type DatabaseTimeouts, type PgClient } from './db-timeouts.js';

export interface OrmHooks {
  /** Called for every SQL statement; the statement counter hangs off this. */
  onQuery?: (sql: string) => void;
  /** The server's limits on statements, locks and idle transactions; scripts (seeding, restores) go without. */
  timeouts?: DatabaseTimeouts;
  /** Where knex's own warnings (a connection lost, a pool refusal) go instead of the console. */
  logger?: Logger;
}

/**
 * Search's typo tolerance: pg_trgm's `<%` operator (the form its GIN index serves) keeps names whose word similarity
 * to the term reaches this. Its default, 0.6, misses one wrong syllable in a three-syllable Korean word ('버건드' and
 * '버건디 니트' score 0.5), so every connection sets it as it opens.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.45;

/**
 * The same for a name spelled by its letters (jamo), where pg_trgm's `<<%` compares the term with whole words: one
 * wrong letter in a two-syllable word ('달빗', '달빛') scores 0.56, a shared first syllable alone ('김수', '김지원') 0.23.
 */
export const STRICT_WORD_SIMILARITY_THRESHOLD = 0.5;

/**
 * How long a request waits for a pooled connection, and a new connection for PostgreSQL to answer. While the database
 * is away, past these a request answers 503 (server/src/http/database-unavailable.ts) instead of hanging; knex's own
 * wait for a pooled connection is a minute.
 */
export const ACQUIRE_TIMEOUT_MS = 5000;
export const CONNECT_TIMEOUT_MS = 5000;

/** The tables and their history, which the composition root gathers from the modules (server/src/orm-options.ts). */
export interface OrmSchema {
  entities: NonNullable<Options['entities']>;
  migrationsList: NonNullable<MigrationsOptions['migrationsList']>;
}

/** Knex's log in the server's log. */
const knexLog = (logger: Logger) => ({
  warn: (message: string) => logger.warn({ knex: message }, 'database connection'),
  error: (message: string) => logger.error({ knex: message }, 'database connection'),
  deprecate: (message: string) => logger.warn({ knex: message }, 'knex deprecation'),
  debug: (message: string) => logger.debug({ knex: message }, 'knex'),
});

export function ormSettings(
  clientUrl: string,
  { entities, migrationsList }: OrmSchema,
  hooks: OrmHooks = {},
): Options<PostgreSqlDriver> {
  const { timeouts, logger } = hooks;
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
    pool: {
      min: 0,
      max: 10,
      acquireTimeoutMillis: ACQUIRE_TIMEOUT_MS,
      afterCreate: (conn: PgClient, done: (err: unknown, conn: PgClient) => void) => {
        if (timeouts) cutOnReadTimeout(conn);
        conn.query(
          `set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD};
            set pg_trgm.strict_word_similarity_threshold = ${STRICT_WORD_SIMILARITY_THRESHOLD}`,
          (err: unknown) => done(err, conn),
        );
      },
    },
    driverOptions: {
      connection: { connectionTimeoutMillis: CONNECT_TIMEOUT_MS, ...(timeouts && connectionTimeouts(timeouts)) },
      ...(logger && { log: knexLog(logger) }),
    },
    debug: hooks.onQuery ? ['query'] : false,
    logger: hooks.onQuery ? (message: string) => hooks.onQuery?.(message) : undefined,
    allowGlobalContext: false,
  };
}
