import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadColumns } from '../../server/src/common/upload-path.js';
import { sweepUploads, UPLOAD_SWEEP_LOCK, type SweepDeps } from '../../server/src/common/upload-sweep.js';
import type { Storage } from '../../server/src/common/storage.js';
import { createStorage } from '../../server/src/config/create-storage.js';
import { loadConfig } from '../../server/src/config/env.js';
import { startS3 } from '../../server/src/test/s3.js';
import { PNG } from '../../server/src/test/posts.js';
import { freshSecret, restartServerProcess } from '../../server/src/test/server-process.js';
import { untilServerGone, type Member } from './crash-checks.js';
import { crashServer, insertAdmin } from './crash-setup.js';

/**
 * Issue 23 item 14: the server in a child process is SIGKILLed after a show's removal has committed and before it
 * removed the show's files, which stay behind with no row naming them. The upload sweep (run here with a clock of
 * the test's) leaves them while they are young, then removes them, and never a file a row names; on disk and in a
 * bucket (s3rver).
 */

const HOUR_MS = 3_600_000;
/** The advisory lock the test holds to keep the server's commit waiting (the trigger below takes it). */
const HOLD_COMMIT = 4_723_014;

interface Store {
  env: Record<string, string>;
  stop(): Promise<void>;
}

const STORES = [
  {
    name: 'UPLOAD_DIR',
    async start(): Promise<Store> {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sceneshop-sweep-'));
      return { env: { UPLOAD_DIR: dir }, stop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'S3 bucket',
    async start(): Promise<Store> {
      const s3 = await startS3();
      return { env: { ...s3.env, S3_PREFIX: 'shop' }, stop: () => s3.stop() };
    },
  },
];

const poll = async (what: string, ready: () => Promise<boolean> | boolean): Promise<void> => {
  for (let i = 0; i < 4000; i++) {
    if (await ready()) return;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`never saw: ${what}`);
};

const keyOf = (url: string) => url.slice('/uploads/'.length);

describe.each(STORES)('an upload left by a kill after commit, $name', ({ start }) => {
  let store: Store;
  let storage: Storage;
  let admin: Member;
  beforeAll(async () => {
    store = await start();
    storage = createStorage(loadConfig({ NODE_ENV: 'test', JWT_SECRET: freshSecret(), ...store.env }));
  });
  afterAll(() => store?.stop());
  const crash = crashServer(
    async (db, config) => {
      admin = await insertAdmin(db, config);
    },
    () => store.env,
  );

  const upload = async (folder: string) => (await storage.save(Readable.from([PNG]), folder)).url;
  const stored = async () => {
    const keys = new Set<string>();
    for await (const entry of storage.entries()) keys.add(entry.key);
    return keys;
  };
  const sweep = (now: Date) => {
    const deps: SweepDeps = {
      databaseUrl: crash.database.url,
      storage,
      columns: uploadColumns(crash.db.orm.getMetadata()),
      logger: pino({ level: 'silent' }),
      minAgeMs: HOUR_MS,
    };
    return sweepUploads(deps, now);
  };

  /** A connection of the test's own, for a session lock or a transaction held across other steps. */
  const session = async () => {
    const client = new pg.Client({ connectionString: crash.database.url });
    await client.connect();
    return client;
  };

  /**
   * Deletes the show with the server SIGKILLed between the commit and the files' removal: a deferred trigger keeps
   * the commit waiting for a lock the test holds; the server is stopped (SIGSTOP) while it waits, the lock released,
   * and once the removal is seen committed from outside the server is killed, never having run another line.
   */
  async function deleteShowKilledAfterCommit(no: number): Promise<void> {
    await crash.db.sql(`create function hold_commit() returns trigger language plpgsql as $$
      begin perform pg_advisory_xact_lock_shared(${HOLD_COMMIT}); return null; end $$`);
    await crash.db.sql(`create constraint trigger hold_commit after delete on show deferrable initially deferred
      for each row execute function hold_commit()`);
    const holder = await session();
    await holder.query('select pg_advisory_lock($1)', [HOLD_COMMIT]);
    const request = fetch(`${crash.proc.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ query: 'mutation ($no: Int!) { deleteShow(no: $no) }', variables: { no } }),
    }).then(
      () => 'answered',
      () => 'cut off',
    );
    await poll('the server committing', async () => {
      const rows = await crash.db.sql(
        `select 1 from pg_stat_activity where datname = current_database() and wait_event = 'advisory'
            and query ~* '^\\s*commit'`,
      );
      return rows.length > 0;
    });
    process.kill(crash.proc.pid, 'SIGSTOP');
    await holder.query('select pg_advisory_unlock($1)', [HOLD_COMMIT]);
    await poll(
      'the removal committed',
      async () => (await crash.db.sql(`select 1 from show where no = ?`, [no])).length === 0,
    );
    await crash.proc.kill();
    expect(await request).toBe('cut off');
    await holder.end();
    await untilServerGone(crash.db);
    await crash.db.sql(`drop trigger hold_commit on show; drop function hold_commit()`);
  }

  it('is removed once an hour old, while files rows name (or are about to) stay', async () => {
    const gone = { show: await upload('show'), character: await upload('character') };
    const kept = { show: await upload('show'), profile: await upload('profile') };
    const [show] = await crash.db.sql<{ no: number }>(
      `insert into show (title, pic) values ('사라질 작품', ?) returning no`,
      [gone.show],
    );
    await crash.db.sql(`insert into character (show_no, actor_name, name, pic) values (?, '배우', '인물', ?)`, [
      show!.no,
      gone.character,
    ]);
    await crash.db.sql(`insert into show (title, pic) values ('남을 작품', ?)`, [kept.show]);
    await crash.db.sql(`update users set pic = ? where no = ?`, [kept.profile, admin.no]);
    // A picture of the seed (not an upload's key), which no row names either.
    await storage.put('demo/unnamed.svg', Buffer.from('<svg/>'), 'image/svg+xml');

    await deleteShowKilledAfterCommit(show!.no);
    expect(await crash.db.sql(`select 1 from character where show_no = ?`, [show!.no])).toEqual([]);
    const orphans = [gone.show, gone.character].map(keyOf);
    expect([...(await stored())]).toEqual(expect.arrayContaining(orphans));

    // The restarted server sweeps at start-up: the orphans are minutes old, too young to judge.
    crash.proc = await restartServerProcess(crash.proc);
    await poll('the start-up sweep', () => crash.proc.output().includes('upload sweep done'));
    expect([...(await stored())]).toEqual(expect.arrayContaining(orphans));

    // A post being written: its picture is stored, its row not committed yet.
    const writing = await upload('post');
    const writer = await session();
    await writer.query('begin');
    await writer.query(`insert into post (user_no, content, pic) values ($1, '글', $2)`, [admin.no, writing]);

    const now = Date.now();
    const young = await sweep(new Date(now + HOUR_MS - 60_000));
    expect(young).toEqual({ removed: [], referenced: 0, young: 5 });

    // Another instance sweeping: this one does nothing.
    const other = await session();
    await other.query('select pg_advisory_lock($1)', [UPLOAD_SWEEP_LOCK]);
    expect(await sweep(new Date(now + HOUR_MS + 60_000))).toBeNull();
    await other.end();

    await writer.query('commit');
    await writer.end();
    const old = await sweep(new Date(now + HOUR_MS + 60_000));
    expect(old).toEqual({ removed: expect.any(Array), referenced: 3, young: 0 });
    expect(old!.removed.sort()).toEqual([gone.show, gone.character].sort());
    const left = await stored();
    for (const url of [gone.show, gone.character]) expect(left.has(keyOf(url)), url).toBe(false);
    for (const url of [kept.show, kept.profile, writing]) expect(left.has(keyOf(url)), url).toBe(true);
    expect(left.has('demo/unnamed.svg')).toBe(true);
  });
});
