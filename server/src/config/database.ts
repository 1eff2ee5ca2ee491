import path from 'node:path';
import pg from 'pg';
import { PG_PASSWORD, PG_USER, startEmbeddedPostgres } from './embedded-pg.js';
import type { Config } from './env.js';

export interface Database {
  url: string;
  stop(): Promise<void>;
}

/** The shop's database on the embedded PostgreSQL. */
export const DB_NAME = 'sceneshop';

/** Uses DATABASE_URL when set; otherwise runs an embedded PostgreSQL whose data survives restarts. */
export async function openDatabase(config: Config, log: (msg: string) => void): Promise<Database> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, stop: async () => {} };
  const server = await startEmbeddedPostgres({
    dataDir: path.resolve(config.DATA_DIR, 'pg'),
    port: config.EMBEDDED_PG_PORT,
    persistent: true,
    log,
  });
  const base = `postgres://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${config.EMBEDDED_PG_PORT}`;
  const client = new pg.Client({ connectionString: `${base}/postgres` });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB_NAME]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${DB_NAME}`);
  } finally {
    await client.end();
  }
  return { url: `${base}/${DB_NAME}`, stop: () => server.stop() };
}
