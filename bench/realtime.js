#!/usr/bin/env node
// Scene Shop realtime benchmark (issue 11): N graphql-ws subscribers on one server instance, chat delivery latency
// and an advertisement to all of them. See bench/README.md, "Realtime (issue 11)".
//   npm run bench:realtime                                   (5,000 subscribers wanted; builds the server first)
//   npm run bench:realtime -- --subscribers 300 --messages 100
//   node bench/realtime.js --help
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuMark, cpuSince } from './lib/cpu.js';
import { prepareData } from './lib/data.js';
import { connectDb } from './lib/db.js';
import { portInUse, runToExit, runningPostmaster, stopAll, stopLeftoverPostgres } from './lib/procs.js';
import { deliverBroadcast } from './lib/realtime-broadcast.js';
import { deliverChat, prepareRooms } from './lib/realtime-chat.js';
import { closeSubscribers, createReceivers, openSubscribers } from './lib/realtime-clients.js';
import { activeMembers, adminAccount, countActiveMembers, membersWithoutOpenRoom } from './lib/realtime-members.js';
import { realtimeOptions } from './lib/realtime-options.js';
import { writeRealtimeReport } from './lib/realtime-report.js';
import { summarize } from './lib/realtime-stats.js';
import { dropPendingRealtimeWrites, realtimeWriteGuard, restorePendingRealtimeWrites } from './lib/realtime-writes.js';
import { HOST, SERVER_MAIN, rssBytes, startServer } from './lib/server.js';
import { restorePending } from './scenarios/place-order.js';

const OPEN_TIMEOUT_MS = 30_000;

// ── run state: everything the cleanup needs ───────────────────────────────────────────────────────────
const state = {
  aborted: false,
  abort: new AbortController(), // ends the waits for deliveries at once
  seed: null,
  server: null,
  pgDir: null,
  db: null,
  clients: [],
  writes: null,
};

function checkAborted() {
  if (state.aborted) throw new Error('aborted');
}

async function main() {
  const opts = realtimeOptions();
  if (!fs.existsSync(SERVER_MAIN)) throw new Error('server/dist/main.js is missing: run npm run build -w server');
  const startedAt = new Date();
  state.pgDir = path.join(opts.dataDir, 'pg');

  // A PostgreSQL left over on our data directory by an interrupted run is ours to stop.
  await stopLeftoverPostgres(state.pgDir);
  if (await portInUse(opts.pgPort)) {
    throw new Error(`port ${opts.pgPort} is taken by something else: choose another with --pg-port`);
  }
  const data = await prepareData(opts, state, checkAborted);
  if (!data.reused) dropPendingRealtimeWrites(opts.dataDir);
  checkAborted();
  const scale = data.marker?.scale ?? opts.scale;

  const jwtSecret = randomBytes(24).toString('hex');
  const appBase = await startServer(opts, jwtSecret, state);
  checkAborted();
  const serverPid = state.server.child.pid;
  const postmasterPid = () => runningPostmaster(state.pgDir)?.pid;
  state.db = await connectDb(`postgres://postgres:postgres@${HOST}:${opts.pgPort}/sceneshop`);
  await restorePending(state.db, opts.dataDir);
  await restorePendingRealtimeWrites(state.db, opts.dataDir);

  // Who subscribes: the first N active members, with tokens signed as the server signs them.
  const available = await countActiveMembers(state.db);
  let used = opts.subscribers;
  if (available < used) {
    console.warn(
      `  note: the scale-${scale} data set has ${available.toLocaleString('en-US')} active members, fewer than --subscribers ${opts.subscribers}: using ${available.toLocaleString('en-US')} (--scale 100 has ~49,800)`,
    );
    used = available;
  }
  const members = await activeMembers(state.db, used, jwtSecret);
  const admin = await adminAccount(state.db, jwtSecret);

  // 1. Subscribers.
  const loadBefore = os.loadavg().map((n) => Number(n.toFixed(2)));
  if (loadBefore[0] > 0.5 * os.availableParallelism()) {
    console.warn(
      `  note: load average ${loadBefore[0].toFixed(2)} on ${os.availableParallelism()} CPUs before the run: figures will be noisy`,
    );
  }
  const receivers = createReceivers();
  const rss = { before: rssBytes(serverPid), afterOpen: null, end: null };
  const wsUrl = `${appBase.replace(/^http/, 'ws')}/graphql`;
  console.log(`opening ${members.length} graphql-ws connections to ${wsUrl}, ${opts.openConcurrency} at a time…`);
  const openMark = cpuMark(serverPid, postmasterPid());
  const failures = await openSubscribers(wsUrl, members, {
    concurrency: opts.openConcurrency,
    timeoutMs: OPEN_TIMEOUT_MS,
    receivers,
    state,
    checkAborted,
  });
  const openCpu = cpuSince(openMark);
  rss.afterOpen = rssBytes(serverPid);
  const subscribers = {
    requested: opts.subscribers,
    used: members.length,
    opened: state.clients.length,
    failed: failures.length,
    failureExamples: failures.slice(0, 5),
    openSeconds: Number((openCpu.wallMs / 1000).toFixed(2)),
    ackMs: summarize(state.clients.map((c) => c.ackMs)),
    readyMs: summarize(state.clients.map((c) => c.readyMs)),
    rss,
    cpu: openCpu,
  };
  console.log(
    `${subscribers.opened} open in ${subscribers.openSeconds} s${failures.length ? `, ${failures.length} failed: ${failures[0]}` : ''}`,
  );
  if (!subscribers.opened) throw new Error('no subscriber could connect');
  const open = new Set(state.clients.map((c) => c.no));
  const subscribed = members.filter((m) => open.has(m.no));

  // 2. Chat delivery, into rooms the bench opens (put back at the end).
  state.writes = await realtimeWriteGuard(state.db, opts.dataDir);
  const sample = await membersWithoutOpenRoom(state.db, subscribed, opts.rooms);
  if (!sample.length) throw new Error('every subscribed member already has an open chat room: none to send to');
  console.log(`opening ${sample.length} chat rooms with a category (as their members)…`);
  const rooms = await prepareRooms(appBase, sample, checkAborted);
  const tag = `realtime-bench ${startedAt.toISOString()}`;
  const chatRun = (count, label) =>
    deliverChat({
      appBase,
      admin,
      rooms,
      count,
      rate: opts.rate,
      senders: opts.senders,
      timeoutMs: opts.deliveryTimeoutMs,
      receivers,
      tag: `${tag} ${label}`,
      signal: state.abort.signal,
      checkAborted,
    });
  console.log(`chat warm-up: one message per room…`);
  const warmup = await chatRun(rooms.length, 'warm-up');
  checkAborted();
  console.log(`chat: ${opts.messages} messages at ${opts.rate}/s, at most ${opts.senders} in flight…`);
  const chatMark = cpuMark(serverPid, postmasterPid());
  const measured = await chatRun(opts.messages, 'message');
  const chat = { rooms: rooms.length, warmup, measured, cpu: cpuSince(chatMark) };
  checkAborted();

  // 3. Broadcast to every subscriber.
  console.log(`advertisement to every member, waiting for all ${subscribed.length} subscribers…`);
  const broadcastMark = cpuMark(serverPid, postmasterPid());
  const broadcast = await deliverBroadcast({
    appBase,
    admin,
    memberNos: subscribed.map((m) => m.no),
    timeoutMs: opts.broadcastTimeoutMs,
    receivers,
    tag,
    signal: state.abort.signal,
  });
  checkAborted();
  broadcast.cpu = cpuSince(broadcastMark);
  rss.end = rssBytes(serverPid);

  const failed = writeRealtimeReport({
    opts,
    startedAt,
    loadBefore,
    data,
    scale,
    activeMembers: available,
    subscribers,
    chat,
    broadcast,
    problems: receivers.problems,
  });
  if (failed.length) throw new Error(`${failed.length} failures (above)`);
}

// ── cleanup, even on failure or Ctrl-C ─────────────────────────────────────────────────────────────────
async function cleanup() {
  await closeSubscribers(state.clients);
  // Put the data set back while the database still runs (the next start would otherwise).
  await state.writes
    ?.finish()
    .catch((err) => console.warn(`  could not put the chat rooms and alerts back: ${err.message}`));
  await state.db?.end().catch(() => {});
  await stopAll(state);
}

await runToExit(state, { name: 'realtime bench', main, stop: () => state.abort.abort(), cleanup });
