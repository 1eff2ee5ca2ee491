import fs from 'node:fs';
import path from 'node:path';
import { DB_NAME, openDatabase, type Database } from '../config/database.js';
import { PG_PASSWORD, PG_USER } from '../config/embedded-pg.js';
import type { Config } from '../config/env.js';

/** The port of the PostgreSQL running on `pgDir` (its postmaster.pid names a live process), if one does. */
function runningPort(pgDir: string): number | null {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port)) return null;
  try {
    process.kill(pid, 0);
  } catch (e) {
    // EPERM: alive, under another user (as root the embedded server runs as `postgres`).
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  return port;
}

/**
 * The shop's database for a script: DATABASE_URL when set; else the embedded PostgreSQL of DATA_DIR, joined while
 * the shop runs on it (its postmaster.pid tells the port) or started for the script and stopped by `stop()`.
 */
export async function shopDatabase(config: Config, log: (msg: string) => void): Promise<Database> {
  if (config.DATABASE_URL) return openDatabase(config, log);
  const port = runningPort(path.resolve(config.DATA_DIR, 'pg'));
  if (port === null) return openDatabase(config, log);
  log(`the shop's embedded PostgreSQL runs on port ${port}: using it`);
  return { url: `postgres://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${port}/${DB_NAME}`, stop: async () => {} };
}
