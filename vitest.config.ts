import react from '@vitejs/plugin-react';
import swc from 'unplugin-swc';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

// esbuild/oxc drop decorator metadata, which type-graphql and MikroORM read: server code goes through SWC.
const decorators = () =>
  swc.vite({
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    },
  });

// Node loads graphql's CommonJS build for type-graphql; Vite would pick index.mjs: two realms, broken instanceof.
// The shared domain package is read from its source, so tests never run a stale build of it.
const domainSource = fileURLToPath(new URL('./packages/domain/src/', import.meta.url));
const domain = { find: /^@scene-shop\/domain(?:\/(\w+))?$/, replacement: `${domainSource}$1` };
const serverResolve = {
  alias: [{ find: 'graphql', replacement: createRequire(import.meta.url).resolve('graphql') }, domain],
};

/**
 * Files whose checks hold only when the machine is theirs: a thousand buyers at once must all be answered (no 503)
 * within the pool's 5 s wait for a connection, which other files running beside them could push past.
 */
const ALONE = ['tests/reliability/contention-orders.test.ts'];

/** Files that load the machine by themselves (child servers, thousands of requests, a second PostgreSQL). */
const HEAVY = /\/tests\/(reliability|security|authorization)\//;
const WORKERS = 3;

/**
 * The usual order (projects one after another, larger or slower files first), with the heavy files spread out among
 * the others of their project, so that the workers seldom run two of them at once.
 */
class SpreadHeavyFiles extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const heavy = sorted.filter((f) => HEAVY.test(f.moduleId));
    const spread: TestSpecification[] = [];
    for (const file of sorted.filter((f) => !HEAVY.test(f.moduleId))) {
      const next = heavy[0];
      if (
        next?.project === file.project &&
        spread.filter((f) => HEAVY.test(f.moduleId)).length * WORKERS <= spread.length
      ) {
        spread.push(heavy.shift()!);
      }
      spread.push(file);
    }
    return [...spread, ...heavy];
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: SpreadHeavyFiles },
    // Test files mostly wait (for PostgreSQL, a server, Chromium): more files at once than cores keeps both busy.
    maxWorkers: WORKERS,
    projects: [
      {
        plugins: [decorators()],
        resolve: serverResolve,
        test: {
          name: 'server',
          // A worker keeps the server's modules loaded from one file to the next (importing them took most of the
          // project's time); every file still starts its own server on its own database.
          isolate: false,
          include: ['server/src/**/*.test.ts', 'packages/*/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: [domain] },
        test: {
          name: 'client',
          isolate: false,
          include: ['client/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['client/src/test/setup.ts'],
          // Room for setup.ts's 5 s waits on a busy machine; a passing test takes well under a second.
          testTimeout: 20_000,
        },
      },
      {
        plugins: [decorators()],
        resolve: serverResolve,
        test: {
          name: 'browser',
          include: ['tests/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ALONE],
          environment: 'node',
          globalSetup: ['server/src/test/global-setup.ts'],
          // As for the server, and one Chromium per worker for the files it runs (journeys/browser.ts).
          isolate: false,
          // Against hangs: a journey of forty page loads takes a minute when three files share two cores.
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        plugins: [decorators()],
        resolve: serverResolve,
        test: {
          name: 'alone',
          include: ALONE,
          environment: 'node',
          globalSetup: ['server/src/test/global-setup.ts'],
          // After everything else, one file at a time: see ALONE.
          sequence: { groupOrder: 1 },
          maxWorkers: 1,
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
