import pg from 'pg';

/** Any fixed number: the key of the lock every instance of the shop takes while it migrates and seeds. */
const STARTUP_LOCK = 7_340_011;

/**
 * Runs the start-up's schema work under a PostgreSQL advisory lock, so instances started together on one fresh
 * database migrate and seed it once, one after the other, instead of racing.
 */
export async function withStartupLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await work();
  } finally {
    await client.end();
  }
}
