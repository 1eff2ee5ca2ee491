#!/usr/bin/env node
// Scene Shop soak (issue 15, suite 6): the real server under minutes of mixed load (browsing, searching, ordering,
// posting, chatting) with 1,000 graphql-ws subscriptions open, its memory and handles sampled every 10 s; after an
// idle period the first minute is compared with the last. Not in CI. See bench/README.md, "Soak (issue 15)".
//   npm run bench:soak                          (10 minutes at scale 10; builds the server first)
//   npm run bench:soak -- --minutes 2 --rate 10
//   node bench/soak.js --help
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { prepareData } from './lib/data.js';
import { connectDb } from './lib/db.js';
import { probe } from './lib/load.js';
import { portInUse, runToExit, stopAll, stopLeftoverPostgres } from './lib/procs.js';
import { prepareRooms } from './lib/realtime-chat.js';
import { closeSubscribers, createReceivers, openSubscribers } from './lib/realtime-clients.js';
import { activeMembers, adminAccount, membersWithoutOpenRoom } from './lib/realtime-members.js';
import { createTally, runMixedLoad } from './lib/soak-actions.js';
import { soakOptions } from './lib/soak-options.js';
import { writeSoakReport } from './lib/soak-report.js';
import { connectInspector, inspectorUrl, takeSample } from './lib/soak-sampler.js';
import { HOST, SERVER_MAIN, launchServer } from './lib/server.js';
import { gqlRequest, withToken } from './scenarios/common.js';

const OPEN_TIMEOUT_MS = 30_000;
const AMPLE_STOCK = 10_000_000;
const PRODUCTS =
  'query ($page:Int!){ products(page:$page,size:50,excludeSoldOut:true){ content { no discountedPrice } } }';
const FEED = '{ feed(page:0,size:50,scope:ALL,order:LATEST){ content { no } } }';

const state = {
  aborted: false,
  abort: new AbortController(),
  seed: null,
  server: null,
  pgDir: null,
  db: null,
  inspector: null,
  clients: [],
};

function checkAborted() {
  if (state.aborted) throw new Error('aborted');
}

async function graphqlData(base, query, variables, token) {
  const r = await probe(base, gqlRequest(query, variables, token ? withToken(token) : {}));
  if (r.status !== 200 || !r.json?.data) throw new Error(`setup query answered ${r.status}: ${r.text.slice(0, 200)}`);
  return r.json.data;
}

/** What the actions draw from: shows, products on sale (given ample stock: the soak's own data set), posts, rooms. */
async function loadContext(base, db, members, admin, opts) {
  const shows = await db.query('select no from show order by no');
  const products = [];
  for (let page = 0; page < 4; page++) products.push(...(await graphqlData(base, PRODUCTS, { page })).products.content);
  await db.query('update product set stock = $2 where no = any($1::int[])', [products.map((p) => p.no), AMPLE_STOCK]);
  const posts = (await graphqlData(base, FEED, undefined, members[0].token)).feed.content.map((p) => p.no);
  if (!shows.rows.length || !products.length || !posts.length)
    throw new Error('the data set has no shows, products or posts');
  const candidates = await membersWithoutOpenRoom(db, members, opts.rooms);
  const tokens = new Map(members.map((m) => [m.no, m.token]));
  const rooms = (await prepareRooms(base, candidates, checkAborted)).map((r) => ({
    ...r,
    token: tokens.get(r.memberNo),
  }));
  return {
    base,
    admin,
    members,
    rooms,
    showNos: shows.rows.map((r) => r.no),
    showPages: Math.ceil(shows.rows.length / 10),
    productNos: products.map((p) => p.no),
    products,
    postNos: posts,
    tag: `soak ${new Date().toISOString()}`,
    tally: createTally(),
    chat: { sent: 0, expected: new Map(), toSockets: 0, received: 0, wrongSocket: 0 },
  };
}

async function main() {
  const opts = soakOptions();
  if (!fs.existsSync(SERVER_MAIN)) throw new Error('server/dist/main.js is missing: run npm run build -w server');
  const startedAt = new Date();
  state.pgDir = path.join(opts.dataDir, 'pg');
  await stopLeftoverPostgres(state.pgDir);
  if (await portInUse(opts.pgPort)) throw new Error(`port ${opts.pgPort} is taken: choose another with --pg-port`);
  const data = await prepareData(opts, state, checkAborted);
  checkAborted();

  const jwtSecret = randomBytes(24).toString('hex');
  // The inspector on a loopback port of the kernel's choice: the sampler reads the heap through it.
  const { entry, base } = await launchServer(opts, jwtSecret, {
    nodeArgs: ['--inspect=127.0.0.1:0'],
    onSpawn: (spawned) => (state.server = spawned),
  });
  const pid = entry.child.pid;
  state.inspector = await connectInspector(inspectorUrl(entry));
  state.db = await connectDb(`postgres://postgres:postgres@${HOST}:${opts.pgPort}/sceneshop`);
  const members = await activeMembers(state.db, Math.max(opts.subscribers, opts.rooms), jwtSecret);
  const admin = await adminAccount(state.db, jwtSecret);
  const ctx = await loadContext(base, state.db, members, admin, opts);
  const loadBefore = os.loadavg().map((n) => Number(n.toFixed(2)));
  console.log(`load average before: ${loadBefore.join(' ')} on ${os.availableParallelism()} CPUs`);

  const samples = [];
  const sample = async (phase) => {
    const taken = await takeSample({
      pid,
      inspector: state.inspector,
      db: state.db,
      startedAt,
      phase,
      tally: ctx.tally,
      previous: samples.at(-1),
    });
    samples.push(taken);
    const s = taken;
    console.log(
      `  ${String(s.atS).padStart(5)} s ${phase.padEnd(5)} heap ${s.heapUsedMb} MB, RSS ${s.rssMb} MB, fds ${s.fds}, ` +
        `resources ${s.resources}, PG ${s.pgConnections}, loop ${s.eventLoopPct} %, ${s.actions} actions, ${s.failures} failed`,
    );
  };
  await sample('start');

  // 1,000 open subscriptions (chat events and alerts), kept open through the load and the idle period.
  const receivers = createReceivers();
  receivers.chat = (memberNo, event) => {
    if (event.kind !== 'MESSAGE' || !event.message) return;
    const owner = ctx.chat.expected.get(event.message.content);
    if (owner === undefined) return;
    if (owner !== memberNo) ctx.chat.wrongSocket += 1;
    else {
      ctx.chat.received += 1;
      ctx.chat.expected.delete(event.message.content);
    }
  };
  const wsUrl = `${base.replace(/^http/, 'ws')}/graphql`;
  console.log(`opening ${opts.subscribers} graphql-ws subscriptions…`);
  const failedOpens = await openSubscribers(wsUrl, members.slice(0, opts.subscribers), {
    concurrency: 100,
    timeoutMs: OPEN_TIMEOUT_MS,
    receivers,
    state,
    checkAborted,
  });
  console.log(
    `${state.clients.length} open${failedOpens.length ? `, ${failedOpens.length} failed: ${failedOpens[0]}` : ''}`,
  );
  await sample('open');

  // Samples on a fixed cadence while the load and the idle period run.
  let phase = 'load';
  let sampling = true;
  const sampler = (async () => {
    let next = Date.now() + opts.intervalMs;
    while (sampling) {
      await sleep(Math.max(0, next - Date.now()));
      next += opts.intervalMs;
      if (sampling) await sample(phase);
    }
  })();
  console.log(`mixed load for ${opts.minutes} min at ${opts.rate} actions/s (at most ${opts.concurrency} at once)…`);
  let started = 0;
  try {
    started = await runMixedLoad(ctx, {
      durationMs: opts.minutes * 60_000,
      rate: opts.rate,
      concurrency: opts.concurrency,
      seed: opts.seedValue,
      checkAborted,
    });
    phase = 'idle';
    console.log(`idle for ${opts.idleMs / 1000} s…`);
    await sleep(opts.idleMs, undefined, { signal: state.abort.signal });
  } finally {
    sampling = false;
    await sampler;
  }
  checkAborted();

  // The subscriptions closed: their sockets, handles and memory should go.
  await closeSubscribers(state.clients);
  const subscribed = state.clients.length;
  state.clients = [];
  await sleep(5_000);
  await sample('closed');
  const opened = samples.find((s) => s.phase === 'start');
  const closed = samples.at(-1);
  const afterClose = Object.fromEntries(
    ['heapUsedMb', 'rssMb', 'fds', 'resources', 'pgConnections'].map((k) => [
      k,
      { beforeOpening: opened[k], afterClosing: closed[k] },
    ]),
  );

  const { grew, failures } = writeSoakReport({
    startedAt,
    scale: data.marker?.scale ?? opts.scale,
    options: { ...opts, dataDir: path.relative(process.cwd(), opts.dataDir) },
    loadAverageBefore: loadBefore,
    cpus: os.availableParallelism(),
    subscribers: {
      requested: opts.subscribers,
      opened: subscribed,
      failed: failedOpens.length,
      examples: failedOpens.slice(0, 3),
    },
    actionsStarted: started,
    tally: ctx.tally,
    chat: { ...ctx.chat, expected: undefined, lost: ctx.chat.expected.size },
    subscriptionProblems: receivers.problems,
    afterClose,
    samples,
  });
  if (grew.length || failures) process.exitCode = 1;
}

async function cleanup() {
  await closeSubscribers(state.clients);
  state.inspector?.close();
  await state.db?.end().catch(() => {});
  await stopAll(state);
}

await runToExit(state, { name: 'soak', main, stop: () => state.abort.abort(), cleanup });
