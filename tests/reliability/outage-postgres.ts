import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PG_PASSWORD, PG_USER, startEmbeddedPostgres, type EmbeddedPg } from '../../server/src/config/embedded-pg.js';
import type { TestDatabase } from '../../server/src/test/db.js';
import { freePort } from '../../server/src/test/free-port.js';

/**
 * A PostgreSQL of the test's own, which it may stop and start again on the same data and port (the run's shared one
 * serves every other test file).
 */
export interface OwnPostgres {
  /** A new empty database on it, shaped for startTestApp. */
  createDatabase(name: string): Promise<TestDatabase>;
  /** Fast shutdown: open connections are cut, new ones refused, until start(). */
  stop(): Promise<void>;
  start(): Promise<void>;
  readonly running: boolean;
  /** Stops it and deletes its data. */
  dispose(): Promise<void>;
}

export async function ownPostgres(): Promise<OwnPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sceneshop-outage-pg-'));
  const port = await freePort();
  const options = {
    dataDir: dir,
    port,
    persistent: true,
    log: () => undefined,
    flags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
  };
  let current: EmbeddedPg | null = await startEmbeddedPostgres(options);
  const dataDirs = new Set([dir, current.dataDir]);
  const urlOf = (db: string) => `postgres://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${port}/${db}`;

  return {
    async createDatabase(name) {
      const admin = new pg.Client({ connectionString: urlOf('postgres') });
      await admin.connect();
      try {
        await admin.query(`create database ${name}`);
      } finally {
        await admin.end();
      }
      // The whole server goes with dispose().
      return { url: urlOf(name), drop: async () => undefined };
    },
    async stop() {
      await current?.stop();
      current = null;
    },
    async start() {
      current ??= await startEmbeddedPostgres(options);
      dataDirs.add(current.dataDir);
    },
    get running() {
      return current !== null;
    },
    async dispose() {
      await current?.stop();
      current = null;
      for (const d of dataDirs) fs.rmSync(d, { recursive: true, force: true });
    },
  };
}
