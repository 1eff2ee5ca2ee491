// The real server as deployed, in a child process on the bench's data set, and what /proc says of its memory.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, baseEnv } from './data.js';
import { freePort, startChild, waitReady } from './procs.js';

export const SERVER_MAIN = path.join(ROOT, 'server/dist/main.js');
export const HOST = '127.0.0.1';

/**
 * `node server/dist/main.js` with NODE_ENV=production, the given JWT secret, SQL statement counting and no demo seed,
 * on a free port; resolves with its base URL once /readyz answers. `state.server` holds the child for the cleanup.
 */
export async function startServer(opts, jwtSecret, state) {
  const appPort = await freePort();
  const appBase = `http://${HOST}:${appPort}`;
  console.log(
    `starting the server on ${appBase} (data ${path.relative(ROOT, opts.dataDir)}, PostgreSQL :${opts.pgPort})…`,
  );
  state.server = startChild('server', process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    env: {
      ...baseEnv(opts),
      PORT: String(appPort),
      NODE_ENV: 'production',
      JWT_SECRET: jwtSecret,
      SQL_COUNT_HEADER: 'true',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
  });
  await waitReady(`${appBase}/readyz`, state.server, 180_000);
  return appBase;
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
