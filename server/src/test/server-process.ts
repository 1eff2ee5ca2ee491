import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.js';

/**
 * The compiled server (server/dist/main.js) in a child process, for what an in-process server cannot show: SIGKILL
 * mid-write, SIGTERM's drain and exit code, a restart on the same database.
 */

const serverDir = fileURLToPath(new URL('../../', import.meta.url));
const entry = path.join(serverDir, 'dist/main.js');

/** The newest modification time of the sources the build compiles (tests and test helpers are not compiled). */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (full !== path.join(serverDir, 'src/test')) newest = Math.max(newest, newestSource(full));
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
      newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  }
  return newest;
}

/**
 * Compiles the server when server/dist is older than its sources, so a child process never runs a stale build
 * (`npm test` builds it first; this covers a single file run while editing).
 */
export function ensureServerBuild(): void {
  // The incremental build rewrites only what changed, and its build info each time something did.
  const info = path.join(serverDir, 'dist/.tsbuildinfo');
  const built = fs.existsSync(entry) ? fs.statSync(fs.existsSync(info) ? info : entry).mtimeMs : 0;
  if (built >= newestSource(path.join(serverDir, 'src'))) return;
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', path.join(serverDir, 'tsconfig.build.json')], { stdio: 'pipe' });
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcessOptions {
  databaseUrl: string;
  /** Shared by restarts, so tokens signed before a crash still hold after it. */
  jwtSecret: string;
  /** 0 or none picks a free port; a restart reuses the first start's. */
  port?: number;
  env?: Record<string, string>;
}

export interface ServerProcess {
  url: string;
  pid: number;
  options: ServerProcessOptions;
  exited: Promise<Exit>;
  /** Everything the process wrote so far (its pino lines, and whatever reached stderr). */
  output(): string;
  /** SIGKILL: no handler runs, open transactions die with their connections. */
  kill(): Promise<Exit>;
  /** SIGTERM: the server's own shutdown. */
  terminate(): Promise<Exit>;
}

const LISTENING = 'Scene Shop is running at ';

/** A random secret that passes the server's checks on JWT_SECRET. */
export const freshSecret = () => randomBytes(32).toString('hex');

/** Starts the compiled server on the database (no demo data) and resolves once it listens. */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  // A port outside the kernel's own range, so that a restart finds it free (see freePort).
  options = { ...options, port: options.port || (await freePort()) };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sceneshop-child-'));
  const child = spawn(process.execPath, [entry], {
    cwd: path.dirname(serverDir),
    // Only what the server needs: nothing from the test runner's environment reaches its settings.
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      DATABASE_URL: options.databaseUrl,
      JWT_SECRET: options.jwtSecret,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      PORT: String(options.port ?? 0),
      DATA_DIR: dataDir,
      CLIENT_DIST: path.join(dataDir, 'no-client'),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<Exit>((resolve) => {
    child.on('exit', (code, signal) => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, signal });
    });
  });
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      // The whole line, so a URL split across chunks is never read short.
      const line = new RegExp(`${LISTENING}(http://[\\w.]+:\\d+) .*\\n`).exec(output);
      if (line) resolve(line[1]!);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((exit) =>
      reject(new Error(`server exited (${JSON.stringify(exit)}) before listening:\n${output}`)),
    );
  });
  const port = Number(new URL(url).port);
  const stop = (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return {
    // The server listens on every interface; the loopback address keeps name resolution out of it.
    url: url.replace('localhost', '127.0.0.1'),
    pid: child.pid!,
    options: { ...options, port },
    exited,
    output: () => output,
    kill: () => stop('SIGKILL'),
    terminate: () => stop('SIGTERM'),
  };
}

/** The same server again on the same database and port, after the previous process has ended. */
export async function restartServerProcess(previous: ServerProcess): Promise<ServerProcess> {
  await previous.exited;
  return startServerProcess(previous.options);
}
