// The real server as deployed, in child processes on the bench's data set, and what /proc says of their memory.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, baseEnv } from './data.js';
import { freePort, startChild, waitReady } from './procs.js';

export const SERVER_MAIN = path.join(ROOT, 'server/dist/main.js');
/** Node's flags as the shop's own start commands give them (package.json's start, the Dockerfile). */
export const SERVER_NODE_ARGS = ['--max-old-space-size=256'];
export const HOST = '127.0.0.1';

/** The bench's database on the embedded PostgreSQL the first server starts (server/src/config/embedded-pg.ts). */
export const databaseUrl = (opts) => `postgres://postgres:postgres@${HOST}:${opts.pgPort}/sceneshop`;

/**
 * `node server/dist/main.js` with NODE_ENV=production, the given JWT secret, SQL statement counting and no demo seed,
 * on a free port; resolves with the child and its base URL once /readyz answers. Options: `name` (in its output
 * lines), `cache` ('on' | 'off': RESPONSE_CACHE; the server's default when absent), `database` (a URL: use that
 * PostgreSQL instead of starting the embedded one), `nodeArgs` (e.g. --cpu-prof), `env` (settings over these) and
 * `onSpawn(entry)`, called at once so that the cleanup can stop a child that never becomes ready.
 */
export async function launchServer(
  opts,
  jwtSecret,
  { name = 'server', cache, database, nodeArgs = [], env = {}, onSpawn } = {},
) {
  const appPort = await freePort();
  const base = `http://${HOST}:${appPort}`;
  const what = [
    cache ? `RESPONSE_CACHE=${cache}` : null,
    database ? `PostgreSQL :${opts.pgPort} of the first server` : `PostgreSQL :${opts.pgPort}`,
    ...nodeArgs,
  ].filter(Boolean);
  console.log(`starting ${name} on ${base} (data ${path.relative(ROOT, opts.dataDir)}, ${what.join(', ')})…`);
  const entry = startChild(name, process.execPath, [...SERVER_NODE_ARGS, ...nodeArgs, SERVER_MAIN], {
    cwd: ROOT,
    env: {
      ...baseEnv(opts),
      PORT: String(appPort),
      NODE_ENV: 'production',
      JWT_SECRET: jwtSecret,
      SQL_COUNT_HEADER: 'true',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...(cache ? { RESPONSE_CACHE: cache } : {}),
      ...(database ? { DATABASE_URL: database } : {}),
      ...env,
    },
  });
  onSpawn?.(entry);
  await waitReady(`${base}/readyz`, entry, 180_000);
  return { entry, base };
}

/** One server with its embedded PostgreSQL (`state.server` holds the child for the cleanup); resolves with its URL. */
export async function startServer(opts, jwtSecret, state) {
  const { base } = await launchServer(opts, jwtSecret, { onSpawn: (entry) => (state.server = entry) });
  return base;
}

/**
 * A server per cache setting, on one data set: the first starts the embedded PostgreSQL, the others connect to it
 * (as instances of a multi-instance deployment do). `state.server` is the first, `state.servers` every one by
 * setting. Resolves with the base URL of each setting.
 */
export async function startServers(opts, jwtSecret, state, settings) {
  const bases = {};
  state.servers = {};
  for (const cache of settings) {
    const first = !state.server;
    const { base } = await launchServer(opts, jwtSecret, {
      name: `server cache ${cache}`,
      cache,
      database: first ? undefined : databaseUrl(opts),
      onSpawn: (entry) => {
        if (first) state.server = entry;
        state.servers[cache] = entry;
      },
    });
    bases[cache] = base;
  }
  return bases;
}

/** Resident memory of a process in bytes (VmRSS of /proc/<pid>/status), or null when it cannot be read. */
export function rssBytes(pid) {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}
