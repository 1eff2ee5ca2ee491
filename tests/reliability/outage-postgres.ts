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
  /**
   * SIGSTOP to the server and every backend: connections stay open and nothing answers (a frozen host), statements
   * in flight included, until thaw().
   */
  freeze(): void;
  thaw(): void;
  start(): Promise<void>;
  readonly running: boolean;
  /** Stops it and deletes its data. */
  dispose(): Promise<void>;
}

/** The postmaster's process, from the first line of postmaster.pid. */
const postmasterOf = (dataDir: string) =>
  Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);

/** The processes whose parent is `parent` (a postmaster's: its backends and helpers). */
function childrenOf(parent: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // `pid (comm) state ppid …`: the name may hold spaces, so the fields are read after its closing parenthesis.
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent;
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
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
  let frozen: number[] = [];
  const thaw = () => {
    for (const pid of frozen) process.kill(pid, 'SIGCONT');
    frozen = [];
  };
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
    freeze() {
      if (!current) throw new Error('not running');
      // The postmaster first, so that it forks no backend after its children are listed.
      const postmaster = postmasterOf(current.dataDir);
      process.kill(postmaster, 'SIGSTOP');
      frozen = [postmaster, ...childrenOf(postmaster)];
      for (const pid of frozen.slice(1)) process.kill(pid, 'SIGSTOP');
    },
    thaw,
    async start() {
      current ??= await startEmbeddedPostgres(options);
      dataDirs.add(current.dataDir);
    },
    get running() {
      return current !== null;
    },
    async dispose() {
      thaw();
      await current?.stop();
      current = null;
      for (const d of dataDirs) fs.rmSync(d, { recursive: true, force: true });
    },
  };
}
