// Child processes, ports and the embedded PostgreSQL's pid file: everything the bench starts, it stops.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Every child still running, so an abort or a crash can stop them. */
const children = new Set();

/** A free TCP port on 127.0.0.1 (the kernel picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Whether something already listens on 127.0.0.1:port. */
export function portInUse(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(true));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(false)));
  });
}

/**
 * Starts a child in its own process group (a terminal's Ctrl-C reaches only the bench, which stops the
 * children in order). Output lines are prefixed and echoed; the last ones are kept for error messages.
 */
export function startChild(name, command, args, { env, cwd, echo = true, onLine } = {}) {
  const child = spawn(command, args, { env, cwd, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
  const tail = [];
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      children.delete(entry);
      resolve({ code, signal });
    });
  });
  const entry = { name, child, tail, exited };
  children.add(entry);
  const lines = (stream) => {
    let buffered = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      buffered += chunk;
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      for (const line of parts) {
        tail.push(line);
        if (tail.length > 40) tail.shift();
        if (echo) console.log(`  [${name}] ${line}`);
        onLine?.(line);
      }
    });
  };
  lines(child.stdout);
  lines(child.stderr);
  child.once('error', (err) => tail.push(`spawn error: ${err.message}`));
  return entry;
}

/** SIGTERM, then SIGKILL to the child's process group after `graceMs`. Resolves once it has exited. */
export async function stopChild(entry, graceMs = 30_000) {
  if (!entry || entry.child.exitCode !== null || entry.child.signalCode !== null) return;
  try {
    entry.child.kill('SIGTERM');
  } catch {
    return;
  }
  const done = await Promise.race([entry.exited.then(() => true), sleep(graceMs).then(() => false)]);
  if (done) return;
  console.warn(`  ${entry.name} did not stop within ${graceMs / 1000}s: killing it`);
  try {
    process.kill(-entry.child.pid, 'SIGKILL');
  } catch {
    /* already gone */
  }
  await Promise.race([entry.exited, sleep(5_000)]);
}

/** Last resort when the bench itself exits: signal whatever is still running (synchronously). */
export function killAllChildrenSync() {
  for (const { child } of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}

export function runningChildren() {
  return [...children];
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/**
 * The embedded PostgreSQL of `pgDir` when one is still running (its postmaster.pid names a live postgres
 * process for that directory), else null.
 */
export function runningPostmaster(pgDir) {
  let text;
  try {
    text = fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8');
  } catch {
    return null;
  }
  const [pidLine, dirLine, , portLine] = text.split('\n');
  const pid = Number(pidLine);
  if (!Number.isSafeInteger(pid) || pid <= 0 || !alive(pid)) return null;
  let cmdline = '';
  try {
    cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    /* not Linux: trust the pid file's directory line */
  }
  const sameDir = path.resolve(dirLine ?? '') === path.resolve(pgDir);
  if (!sameDir || (cmdline && !cmdline.includes('postgres'))) return null;
  return { pid, port: Number(portLine) };
}

/** The live process that started `pid`, as `pid command`, or null when it is an orphan (its parent is init). */
function liveParent(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (!(ppid > 1) || !alive(ppid)) return null;
    const cmdline = fs.readFileSync(`/proc/${ppid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
    return `${ppid} ${cmdline.slice(0, 120)}`;
  } catch {
    return null; // not Linux, or gone meanwhile
  }
}

/** The PostgreSQL running on `pgDir` whose parent still runs (someone's server, not a leftover), or null. */
function ownedPostmaster(pgDir) {
  const found = runningPostmaster(pgDir);
  const owner = found && liveParent(found.pid);
  return owner ? { ...found, owner } : null;
}

/**
 * Stops a PostgreSQL left running on `pgDir` (a seeder or server that was killed before it could stop
 * its own): fast shutdown (SIGINT), then immediate shutdown (SIGQUIT) if it is still up after 30 s. One whose
 * parent still runs is not left over but someone's (a server started by hand on the same data set): an error.
 */
export async function stopLeftoverPostgres(pgDir) {
  const owned = ownedPostmaster(pgDir);
  if (owned) {
    throw new Error(
      `the PostgreSQL on ${pgDir} (pid ${owned.pid}) belongs to a running process (${owned.owner}): ` +
        'wait for it, or use another --data-dir and --pg-port',
    );
  }
  const found = runningPostmaster(pgDir);
  if (!found) return false;
  console.warn(`  stopping the PostgreSQL still running on ${pgDir} (pid ${found.pid})`);
  for (const [signal, waitMs] of [
    ['SIGINT', 30_000],
    ['SIGQUIT', 10_000],
  ]) {
    try {
      process.kill(found.pid, signal);
    } catch {
      return true;
    }
    for (let waited = 0; waited < waitMs && alive(found.pid); waited += 200) await sleep(200);
    if (!alive(found.pid)) return true;
  }
  console.warn(`  PostgreSQL pid ${found.pid} is still running; stop it by hand`);
  return true;
}

/** Polls `url` until it answers 200, the child exits, or `timeoutMs` passes. */
export async function waitReady(url, entry, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (entry.child.exitCode !== null || entry.child.signalCode !== null) {
      throw new Error(`${entry.name} exited before it was ready:\n${entry.tail.join('\n')}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  throw new Error(`${entry.name} was not ready within ${timeoutMs / 1000}s:\n${entry.tail.join('\n')}`);
}

/**
 * The end of a run: the baseline, the seeder, the servers that use another's PostgreSQL (`state.servers`,
 * `state.profiled`), then the server that started it (it stops its embedded PostgreSQL on SIGTERM), then anything
 * PostgreSQL left behind (not one a live process started: someone else's); says what of ours is still running.
 */
export async function stopAll(state) {
  await stopChild(state.baseline, 5_000);
  await stopChild(state.seed, 10_000);
  const clients = [...Object.values(state.servers ?? {}), state.profiled].filter((e) => e && e !== state.server);
  for (const entry of clients) await stopChild(entry, 30_000);
  await stopChild(state.server, 30_000);
  const leftover = () => state.pgDir && runningPostmaster(state.pgDir) && !ownedPostmaster(state.pgDir);
  if (leftover()) await stopLeftoverPostgres(state.pgDir);
  const left = runningChildren().map((c) => `${c.name} (pid ${c.child.pid})`);
  if (leftover()) left.push(`PostgreSQL on ${state.pgDir}`);
  if (left.length) console.warn(`still running after cleanup: ${left.join(', ')}`);
}

/** Ctrl-C (or SIGTERM, SIGHUP) once: `stop()` and let the run clean up; twice: kill every child and exit. */
export function onStopSignals(state, stop) {
  let signals = 0;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      signals += 1;
      if (signals > 1) {
        killAllChildrenSync();
        process.exit(130);
      }
      console.warn(`\n${signal}: stopping…`);
      state.aborted = true;
      stop();
      if (state.seed) void stopChild(state.seed, 10_000);
    });
  }
  process.on('exit', killAllChildrenSync);
}

/**
 * A bench's whole life: stop signals handled as onStopSignals does, `main` run, `cleanup` run whatever happened, then
 * exit with main's process.exitCode (0 when unset), 130 after a stop signal, or 1 when main threw.
 */
export async function runToExit(state, { name, main, stop, cleanup }) {
  onStopSignals(state, stop);
  let exitCode = 0;
  try {
    await main();
    exitCode = process.exitCode ?? 0;
  } catch (err) {
    exitCode = state.aborted ? 130 : 1;
    console.error(`\n${name} failed: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    await cleanup();
  }
  process.exit(exitCode);
}
