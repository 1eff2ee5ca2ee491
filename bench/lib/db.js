// The bench's own connection to its database, for what it must set up and put back around the write scenarios.
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

export async function connectDb(url) {
  const client = new pg.Client({ connectionString: url, statement_timeout: 60_000, connectionTimeoutMillis: 10_000 });
  client.on('error', (err) => console.warn(`  bench database connection: ${err.message}`));
  await client.connect();
  return client;
}

export async function one(db, text, values) {
  const { rows } = await db.query(text, values);
  return rows[0];
}

/**
 * Requests still in flight when autocannon stopped may commit after it: waits until no other session of the
 * database runs a statement, twice in a row (at most ~15 s), before the writes are put back.
 */
export async function settle(db) {
  let quiet = 0;
  for (let i = 0; i < 30 && quiet < 2; i++) {
    const { n } = await one(
      db,
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and state = 'active'`,
    );
    quiet = n === 0 ? quiet + 1 : 0;
    if (quiet < 2) await sleep(500);
  }
}
