// What the soak watches in the server process, without changing the server: /proc (resident memory, open file
// descriptors, threads) and, through the inspector the server was started with (--inspect=127.0.0.1:0), the V8 heap
// after a forced full GC (so garbage not yet collected does not read as a leak), active libuv resources and the
// event loop's utilisation; plus the database's connections from pg_stat_activity.
import { once } from 'node:events';
import fs from 'node:fs';
import WebSocket from 'ws';
import { rssBytes } from './server.js';

const LISTENING = /Debugger listening on (ws:\/\/\S+)/;
const STATS = `JSON.stringify({ memory: process.memoryUsage(), resources: process.getActiveResourcesInfo().length,
  elu: performance.eventLoopUtilization() })`;

/** The inspector's WebSocket URL from the server's output lines (kept in the child entry's tail). */
export function inspectorUrl(entry) {
  for (const line of entry.tail) {
    const match = LISTENING.exec(line);
    if (match) return match[1];
  }
  throw new Error('the server printed no inspector URL (started without --inspect?)');
}

/** A minimal Chrome DevTools Protocol client: `send(method, params)` resolves with the result. */
export async function connectInspector(url) {
  const socket = new WebSocket(url);
  await once(socket, 'open');
  const pending = new Map();
  let lastId = 0;
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString());
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.error) waiter.reject(new Error(message.error.message));
    else waiter.resolve(message.result);
  });
  socket.on('close', () => {
    for (const waiter of pending.values()) waiter.reject(new Error('the inspector connection closed'));
    pending.clear();
  });
  return {
    send(method, params = {}) {
      const id = ++lastId;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        socket.send(JSON.stringify({ id, method, params }));
      });
    },
    close: () => socket.close(),
  };
}

function statusField(pid, name) {
  try {
    const match = new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

function openFds(pid) {
  try {
    return fs.readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return null;
  }
}

const mb = (bytes) => (bytes === null ? null : Number((bytes / 1024 / 1024).toFixed(1)));

/**
 * Takes one sample: forces a full GC, then reads the heap, resources and event loop, then /proc and the database.
 * `previous` gives the event-loop utilisation since the last sample.
 */
export async function takeSample({ pid, inspector, db, startedAt, phase, tally, previous }) {
  await inspector.send('HeapProfiler.collectGarbage');
  const { result } = await inspector.send('Runtime.evaluate', { expression: STATS, returnByValue: true });
  const stats = JSON.parse(result.value);
  const { rows } = await db.query(
    "select count(*)::int as n from pg_stat_activity where datname = 'sceneshop' and pid <> pg_backend_pid()",
  );
  const elu = stats.elu;
  const since = previous
    ? { active: elu.active - previous.elu.active, idle: elu.idle - previous.elu.idle }
    : { active: elu.active, idle: elu.idle };
  const failed = Object.values(tally.failed).reduce((sum, n) => sum + n, 0);
  const done = Object.values(tally.done).reduce((sum, n) => sum + n, 0);
  return {
    atS: Math.round((Date.now() - startedAt) / 1000),
    phase,
    rssMb: mb(rssBytes(pid)),
    heapUsedMb: mb(stats.memory.heapUsed),
    heapTotalMb: mb(stats.memory.heapTotal),
    externalMb: mb(stats.memory.external),
    fds: openFds(pid),
    threads: statusField(pid, 'Threads'),
    resources: stats.resources,
    pgConnections: rows[0].n,
    eventLoopPct: Number(((100 * since.active) / Math.max(1, since.active + since.idle)).toFixed(1)),
    actions: done,
    failures: failed,
    elu,
  };
}
