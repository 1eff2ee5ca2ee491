import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PG_PASSWORD, PG_USER, startEmbeddedPostgres } from '../config/embedded-pg.js';
import { freePort } from './free-port.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    /** A directory of the run's own (deleted at its end), e.g. for the demo data's pictures. */
    testRunDir: string;
  }
}

/** One real PostgreSQL for the whole run, in a temporary directory; each test file gets its own database on it. */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sceneshop-test-pg-'));
  const port = await freePort();
  const pg = await startEmbeddedPostgres({
    dataDir: dir,
    port,
    persistent: false,
    log: (msg) => console.log(msg),
    flags: [
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=300',
    ],
  });
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sceneshop-test-run-'));
  project.provide('pgAdminUrl', `postgres://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${port}/postgres`);
  project.provide('testRunDir', runDir);
  return async () => {
    await pg.stop();
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(runDir, { recursive: true, force: true });
  };
}
