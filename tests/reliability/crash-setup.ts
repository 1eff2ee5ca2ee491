import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../../server/src/config/env.js';
import { createTestDatabase, type TestDatabase } from '../../server/src/test/db.js';
import {
  ensureServerBuild,
  freshSecret,
  startServerProcess,
  type ServerProcess,
} from '../../server/src/test/server-process.js';
import { insertMembers, openDb, tokenConfig, type Db, type Member } from './crash-checks.js';

/** What every crash suite runs on: a database of its own, the test's view of it, and the server in a child process. */
export interface CrashServer {
  database: TestDatabase;
  db: Db;
  /** The running server; a test that restarts it stores the new process here. */
  proc: ServerProcess;
}

/**
 * Before the file's tests: builds the server if stale, creates the database, lets `seed` fill it (with the config
 * the child signs tokens with), then starts the child (with `env` added to its settings). After them: kills the
 * child and drops the database.
 */
export function crashServer(
  seed: (db: Db, config: Config) => Promise<void>,
  env: Record<string, string> = {},
): CrashServer {
  const crash = {} as CrashServer;
  beforeAll(async () => {
    ensureServerBuild();
    crash.database = await createTestDatabase();
    crash.db = await openDb(crash.database.url);
    const jwtSecret = freshSecret();
    await seed(crash.db, tokenConfig(jwtSecret));
    crash.proc = await startServerProcess({ databaseUrl: crash.database.url, jwtSecret, env });
  });
  afterAll(async () => {
    // Whatever beforeAll got to before a failure.
    await crash.proc?.kill();
    await crash.db?.orm.close();
    await crash.database?.drop();
  });
  return crash;
}

/** One member with the ADMIN role, and a token. */
export async function insertAdmin(db: Db, config: Config): Promise<Member> {
  const [admin] = await insertMembers(db, config, 1, 'admin');
  await db.sql(`update users set role = 'ADMIN' where no = ?`, [admin!.no]);
  return admin!;
}
