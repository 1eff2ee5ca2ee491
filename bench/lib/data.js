// The bench's own data set: seeded once per scale by the project's seeder, in its own data directory.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { startChild, stopChild } from './procs.js';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const SEED_CLI = path.join(ROOT, 'server/dist/scripts/seed.js');
const MARKER = 'bench-dataset.marker';

/** The environment for the seeder and the server: none of the caller's Scene Shop settings leak in. */
export function baseEnv(opts) {
  const env = { ...process.env };
  for (const key of [
    'DATABASE_URL',
    'ADMIN_PASSWORD',
    'UPLOAD_DIR',
    'CLIENT_DIST',
    'PORT',
    'JWT_SECRET',
    'JWT_EXPIRES_IN',
    'SEED_DEMO',
    'SQL_COUNT_HEADER',
    'UPLOAD_MAX_BYTES',
    'RESPONSE_CACHE',
  ]) {
    delete env[key];
  }
  return { ...env, DATA_DIR: opts.dataDir, EMBEDDED_PG_PORT: String(opts.pgPort) };
}

/** Fingerprint of the compiled seeder, so a reused data set made by an older seeder can be pointed out. */
function seederHash() {
  const hash = createHash('sha256');
  const seeds = path.join(ROOT, 'server/dist/seeds');
  const files = fs.existsSync(seeds)
    ? fs.readdirSync(seeds).filter((f) => f.endsWith('.js') && !f.includes('.test.'))
    : [];
  for (const f of files.sort()) hash.update(f).update(fs.readFileSync(path.join(seeds, f)));
  if (fs.existsSync(SEED_CLI)) hash.update(fs.readFileSync(SEED_CLI));
  return hash.digest('hex').slice(0, 16);
}

function readMarker(dataDir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, MARKER), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Seeds the bench's own data directory with the project's seeder, unless it is already marked done.
 * `state.seed` holds the seeder child while it runs, so the cleanup can stop it.
 */
export async function prepareData(opts, state, checkAborted) {
  const marker = readMarker(opts.dataDir);
  if (!opts.seed) {
    console.log(`using ${opts.dataDir} as it is (--no-seed)${marker ? `: seeded at scale ${marker.scale}` : ''}`);
    return { reused: true, marker, seconds: null };
  }
  if (marker && marker.scale === opts.scale && !opts.reseed) {
    console.log(
      `reusing ${path.relative(ROOT, opts.dataDir)}: seeded at scale ${marker.scale} on ${marker.seededAt} in ${marker.seedSeconds}s`,
    );
    if (marker.seeder !== seederHash()) {
      console.log('  note: the seeder has changed since; pass --reseed to rebuild the data set with the current one');
    }
    return { reused: true, marker, seconds: null };
  }
  if (!fs.existsSync(SEED_CLI))
    throw new Error(`${path.relative(ROOT, SEED_CLI)} is missing: run npm run build -w server`);
  fs.mkdirSync(opts.dataDir, { recursive: true });
  fs.rmSync(path.join(opts.dataDir, MARKER), { force: true });
  // A snapshot of order-scenario writes left by an interrupted run belongs to the old data set.
  fs.rmSync(path.join(opts.dataDir, 'bench-writes.pending.json'), { force: true });
  console.log(
    `seeding ${path.relative(ROOT, opts.dataDir)} at scale ${opts.scale} (node ${path.relative(ROOT, SEED_CLI)})…`,
  );
  const started = Date.now();
  state.seed = startChild('seed', process.execPath, [SEED_CLI, '--scale', String(opts.scale), '--reset'], {
    cwd: ROOT,
    env: { ...baseEnv(opts), NODE_ENV: 'development', LOG_LEVEL: 'warn' },
  });
  const timeoutMs = opts.seedTimeoutMin * 60_000;
  let timer;
  const outcome = await Promise.race([
    state.seed.exited,
    new Promise((resolve) => (timer = setTimeout(() => resolve({ timeout: true }), timeoutMs))),
  ]);
  clearTimeout(timer);
  const seed = state.seed;
  if (outcome.timeout) {
    await stopChild(seed, 10_000);
    throw new Error(`seeding took longer than ${opts.seedTimeoutMin} min: stopped (see --seed-timeout)`);
  }
  state.seed = null;
  checkAborted();
  if (outcome.code !== 0) throw new Error(`the seeder failed (exit ${outcome.code ?? outcome.signal})`);
  const seconds = Number(((Date.now() - started) / 1000).toFixed(1));
  const written = {
    scale: opts.scale,
    seededAt: new Date().toISOString(),
    seedSeconds: seconds,
    seeder: seederHash(),
  };
  fs.writeFileSync(path.join(opts.dataDir, MARKER), `${JSON.stringify(written, null, 2)}\n`);
  console.log(`seeded in ${seconds}s`);
  return { reused: false, marker: written, seconds };
}
