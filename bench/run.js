#!/usr/bin/env node
// Scene Shop benchmark: the real server, with its response cache off and on, against a raw-SQL baseline on the same
// database. See bench/README.md.
//   npm run bench                      (scale 10, short runs, builds the server first)
//   npm run bench -- --scale 100 --duration 10 --warmup 2 --repeat 3     (the recorded figures)
//   node bench/run.js --help
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, prepareData } from './lib/data.js';
import { connectDb, settle } from './lib/db.js';
import { cannon, loadAverages, measure, probe, sample } from './lib/load.js';
import {
  portInUse,
  runToExit,
  runningPostmaster,
  startChild,
  stopAll,
  stopChild,
  stopLeftoverPostgres,
  waitReady,
} from './lib/procs.js';
import { PROFILES_DIR, profileScenario } from './lib/profile.js';
import { summarizeProfile } from './lib/profile-summary.js';
import { writeReport } from './lib/results.js';
import { HOST, SERVER_MAIN, databaseUrl, launchServer, startServers } from './lib/server.js';
import { checkKinds, mixedKinds, mixedReport, mixedRow, restoreMixedPending } from './lib/mixed.js';
import { adminLoginRequest, canonical } from './scenarios/common.js';
import { ALL_IDS, buildScenarios } from './scenarios/index.js';
import { options } from './lib/options.js';
import { restorePending } from './scenarios/place-order.js';
import { PAGE_SIZE, loginRequest, showsPath } from './scenarios/shows.js';

const BASELINE = path.join(ROOT, 'bench/baseline-server.js');
const LOGIN_IDS = ['member1', 'member2', 'member3'];

// ── run state: everything the cleanup needs ───────────────────────────────────────────────────────────
const state = {
  aborted: false,
  cannon: null,
  seed: null,
  server: null,
  servers: {},
  profiled: null,
  baseline: null,
  pgDir: null,
  db: null,
};
const writeGuards = [];

function checkAborted() {
  if (state.aborted) throw new Error('aborted');
}

/** The baseline, in its own process like the server, on the database the server has started. */
async function startBaseline(databaseUrl, jwtSecret, uploadDir) {
  let announce;
  const listening = new Promise((resolve) => (announce = resolve));
  state.baseline = startChild('baseline', process.execPath, [BASELINE], {
    cwd: ROOT,
    env: {
      ...process.env,
      BASELINE_DATABASE_URL: databaseUrl,
      BASELINE_PORT: '0',
      BASELINE_JWT_SECRET: jwtSecret,
      BASELINE_UPLOAD_DIR: uploadDir,
    },
    echo: false,
    onLine: (line) => {
      const m = /^listening (\d+)$/.exec(line);
      if (m) announce(Number(m[1]));
      else console.log(`  [baseline] ${line}`);
    },
  });
  const port = await Promise.race([
    listening,
    state.baseline.exited.then(() => {
      throw new Error(`the baseline server exited:\n${state.baseline.tail.join('\n')}`);
    }),
  ]);
  const base = `http://${HOST}:${port}`;
  await waitReady(`${base}/readyz`, state.baseline, 30_000);
  console.log(`baseline on ${base}`);
  return base;
}

/** Logs members in once, before any load (argon2: ~15 ms each): {id, no, token} of those that could. */
async function logIn(appBase, ids) {
  const members = [];
  for (const id of ids) {
    const r = await probe(appBase, loginRequest.shim(id));
    if (r.status === 200 && r.json?.success) members.push({ id, no: r.json.user.no, token: r.json.token });
  }
  return members;
}

/** Runs fn between a write scenario's before and after hooks (after also when fn fails); after's check joins the result. */
async function around(s, fn) {
  if (s.before) await s.before();
  let result;
  try {
    result = await fn();
  } finally {
    const check = s.after ? await s.after() : null;
    if (check && result && typeof result === 'object') result.afterCheck = check;
  }
  return result;
}

// ── main ──────────────────────────────────────────────────────────────────────────────────────────────
async function main() {
  const opts = options();
  if (!fs.existsSync(SERVER_MAIN)) throw new Error('server/dist/main.js is missing: run npm run build -w server');
  const startedAt = new Date();
  const loadAtStart = loadAverages(); // the machine's own load, before the bench adds any
  state.pgDir = path.join(opts.dataDir, 'pg');

  // A PostgreSQL left over on our data directory by an interrupted run is ours to stop.
  await stopLeftoverPostgres(state.pgDir);
  if (await portInUse(opts.pgPort)) {
    throw new Error(`port ${opts.pgPort} is taken by something else: choose another with --pg-port`);
  }
  const data = await prepareData(opts, state, checkAborted);
  checkAborted();
  const scale = data.marker?.scale ?? opts.scale;
  if (opts.mixed) return mixedMain(opts, { data, scale, startedAt, loadAtStart });

  // The real server as deployed (compiled output, production mode), once per cache setting on one database (the
  // first starts the embedded PostgreSQL), then the baseline. The bench's own setup requests (logins, page counts,
  // prices) go to the cache-off server when it runs, so that the cache-on server's samples start from a cold cache.
  const jwtSecret = randomBytes(24).toString('hex');
  const appBases = await startServers(opts, jwtSecret, state, opts.cache);
  const appBase = appBases.off ?? appBases.on;
  checkAborted();
  const baselineBase = await startBaseline(databaseUrl(opts), jwtSecret, path.join(opts.dataDir, 'uploads'));
  state.db = await connectDb(databaseUrl(opts));
  await restorePending(state.db, opts.dataDir);

  // What the data set holds: the number of show pages decides the deep pages.
  const first = await probe(appBase, { method: 'GET', path: showsPath(0) });
  if (first.status !== 200 || !first.json)
    throw new Error(`show list answered ${first.status}: ${first.text.slice(0, 300)}`);
  const { totalPages, totalElements } = first.json;
  if (!totalElements) throw new Error('the data set has no shows: run without --no-seed (or with --reseed)');
  console.log(`${totalElements} shows in ${totalPages} pages of ${PAGE_SIZE}`);

  const wants = (word) =>
    !opts.only || ALL_IDS.some((id) => id.includes(word) && opts.only.some((w) => id.includes(w)));
  const loginIds = wants('login') ? (await logIn(appBase, LOGIN_IDS)).map((m) => m.id) : LOGIN_IDS;
  if (loginIds.length === 0) throw new Error(`none of ${LOGIN_IDS.join(', ')} could log in with the demo password`);
  let members = [];
  let admin = null;
  if (wants('admin')) {
    const r = await probe(appBase, adminLoginRequest());
    if (r.status !== 200 || !r.json?.success) throw new Error(`the admin could not log in (${r.status})`);
    admin = { token: r.json.token };
  }
  if (wants('myorders') || wants('placeorder') || wants('feed')) {
    const ids = Array.from({ length: opts.members }, (_, i) => `member${i + 1}`);
    members = await logIn(appBase, ids);
    if (members.length === 0) throw new Error('no demo member could log in for the member scenarios');
    console.log(`${members.length} members logged in for the member scenarios`);
  }

  const ctx = {
    appBase,
    appBases,
    cacheSettings: opts.cache,
    baselineBase,
    opts,
    db: state.db,
    dataDir: opts.dataDir,
    members,
    loginIds,
    admin,
    writeGuards,
  };
  ctx.shows = { totalPages, totalElements };
  const list = await buildScenarios(ctx, opts.only);
  checkAborted();

  // Samples first (all of them, so a broken scenario stops the run before minutes of load).
  console.log(`sampling ${list.length} scenarios…`);
  const samples = new Map();
  for (const s of list) samples.set(s.id, await around(s, () => sample(s)));
  // The app's first and repeated answers (the repeated one may come from the response cache) against the baseline's.
  const sameAnswers = {};
  for (const s of list.filter((x) => x.baseline && samples.has(x.baseline))) {
    const theirs = JSON.stringify(canonical(samples.get(s.baseline).answers));
    const { answers, repeatedAnswers } = samples.get(s.id);
    const first = JSON.stringify(canonical(answers)) === theirs;
    const repeated = JSON.stringify(canonical(repeatedAnswers)) === theirs;
    sameAnswers[s.id] = first && repeated;
    if (!first) console.warn(`  warning: ${s.id} does not answer the same as ${s.baseline}`);
    else if (!repeated) console.warn(`  warning: ${s.id} answers a repeated request unlike ${s.baseline}`);
  }

  // One unrecorded pass over the read scenarios first: the first app scenario should not pay for a cold JIT.
  if (opts.warmup > 0) {
    console.log(`warming up (${opts.warmup}s per read scenario)…`);
    for (const s of list.filter((x) => x.section !== 'login' && !x.writes)) {
      checkAborted();
      await cannon(s, opts, opts.warmup, state);
    }
  }
  const loadBefore = loadAverages();
  if (loadBefore[0] > 0.5 * os.availableParallelism()) {
    console.warn(
      `  note: load average ${loadBefore[0].toFixed(2)} on ${os.availableParallelism()} CPUs before the run: figures will be noisy`,
    );
  }

  const rounds = opts.repeat > 1 ? ` × ${opts.repeat} interleaved rounds (median reported)` : '';
  console.log(
    `\n${list.length} scenarios × (${opts.warmup}s warm-up + ${opts.duration}s)${rounds}, ${opts.connections} connections, loopback only\n`,
  );
  const runs = new Map(list.map((s) => [s.id, []]));
  const pct = (n) => (n === null ? '–' : `${n}%`);
  const env = {
    state,
    checkAborted,
    servingPid: (s) => (s.target === 'baseline' ? state.baseline : state.servers[s.cache]).child.pid,
    postmasterPid: () => runningPostmaster(state.pgDir)?.pid,
  };
  const printRow = (s, m) => {
    console.log(
      `${Math.round(m.reqPerSec).toLocaleString('en-US').padStart(6)} req/s  p50 ${m.latency.p50} ms  p99 ${m.latency.p99} ms  errors ${m.errorSummary}  CPU: ${s.target === 'baseline' ? 'baseline' : 'server'} ${pct(m.cpu.serverPercent)}, PG ${pct(m.cpu.postgresPercent)}, autocannon ${pct(m.cpu.loadGeneratorPercent)}, other ${pct(m.cpu.otherPercent)}; load ${m.loadAverage.after}`,
    );
    if (m.failedBodies.length) console.log(`      failed answers, e.g. ${m.failedBodies.join(' | ')}`);
  };
  const rowName = (s) => `${s.label.slice(0, 56)}${s.cache ? ` [${s.cache}]` : ''}`.padEnd(62);
  for (let round = 1; round <= opts.repeat; round++) {
    if (opts.repeat > 1) console.log(`round ${round} of ${opts.repeat}`);
    for (const s of list) {
      checkAborted();
      process.stdout.write(`  ${rowName(s)} `);
      const m = await around(s, () => measure(s, opts, env));
      runs.get(s.id).push(m);
      printRow(s, m);
    }
  }

  // The profile comes after the rounds, on a server of its own, so the rows' figures carry no profiler overhead.
  let profile = null;
  const profiled = opts.profile && list.find((s) => s.id === opts.profile);
  if (profiled) {
    console.log(`\nprofiling ${profiled.id} on a server started with --cpu-prof…`);
    const stamp = `${startedAt.toISOString().slice(0, 19).replaceAll(':', '')}Z`;
    profile = await profileScenario(profiled, {
      opts,
      jwtSecret,
      state,
      stamp,
      run: async (s, pid) => {
        process.stdout.write(`  ${rowName(s)} `);
        const m = await around(s, () => measure(s, opts, { ...env, servingPid: () => pid }));
        printRow(s, m);
        return m;
      },
    });
  } else if (opts.profile) {
    console.warn(`  note: ${opts.profile} was not built in this run: no profile`);
  }
  for (const g of writeGuards) await g.finish();

  writeReport({
    opts,
    scale,
    startedAt,
    loadAtStart,
    loadBefore,
    data,
    list,
    samples,
    runs,
    sameAnswers,
    totalElements,
    totalPages,
    profile,
  });
  if (profile)
    console.log(`\n${profile.title}: ${profile.file}\n\n${profile.summary}\n\n(also in ${profile.summaryFile})`);
}

// ── the mixed workload (issue 27) ─────────────────────────────────────────────────────────────────────
async function mixedMain(opts, { data, scale, startedAt, loadAtStart }) {
  const jwtSecret = randomBytes(24).toString('hex');
  // Two instances as deployed, both with the default RESPONSE_CACHE=on, on one database (the first starts it).
  // --profile: the second runs under V8's profiler (the first one's shutdown stops PostgreSQL, needed after the runs).
  const stamp = `${startedAt.toISOString().slice(0, 19).replaceAll(':', '')}Z`;
  const profileDir = path.join(PROFILES_DIR, stamp);
  if (opts.profile) fs.mkdirSync(profileDir, { recursive: true });
  const bases = [];
  state.servers = {};
  for (const name of ['a', 'b']) {
    const first = !state.server;
    const { base } = await launchServer(opts, jwtSecret, {
      name: `server ${name}`,
      cache: 'on',
      database: first ? undefined : databaseUrl(opts),
      nodeArgs: !first && opts.profile ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [],
      onSpawn: (entry) => {
        if (first) state.server = entry;
        state.servers[name] = entry;
      },
    });
    bases.push(base);
  }
  checkAborted();
  const baselineBase = await startBaseline(databaseUrl(opts), jwtSecret, path.join(opts.dataDir, 'uploads'));
  state.db = await connectDb(databaseUrl(opts));
  await restorePending(state.db, opts.dataDir);
  await restoreMixedPending(state.db, opts.dataDir);

  const first = await probe(bases[0], { method: 'GET', path: showsPath(0) });
  if (first.status !== 200 || !first.json?.totalElements) throw new Error(`show list answered ${first.status}`);
  const ids = Array.from({ length: opts.members }, (_, i) => `member${i + 1}`);
  const members = await logIn(bases[1], ids);
  if (members.length < Math.max(...opts.levels)) {
    throw new Error(`only ${members.length} members could log in: the mix needs one per connection`);
  }
  console.log(`${members.length} members logged in`);
  const ctx = {
    appBase: bases[0],
    appBases: { on: bases[0] },
    baselineBase,
    opts: { ...opts, connections: Math.max(...opts.levels) },
    db: state.db,
    dataDir: opts.dataDir,
    members,
    loginIds: [],
    admin: null,
    writeGuards,
    shows: { totalPages: first.json.totalPages, totalElements: first.json.totalElements },
  };
  const kinds = await mixedKinds(ctx);
  await checkKinds(kinds, members, bases[0], baselineBase);
  checkAborted();

  const pidOf = (entry) => entry.child.pid;
  const rows = [];
  console.log(
    `\nmixed workload${opts.readsOnly ? ' WITHOUT ITS WRITES (--reads-only)' : ''}: ${opts.levels.join(', ')} connections × (baseline, app on 2 instances), ${opts.warmup}s warm-up + ${opts.duration}s each\n`,
  );
  for (const connections of opts.levels) {
    for (const target of ['baseline', 'app']) {
      checkAborted();
      process.stdout.write(`  ${String(connections).padStart(4)} connections, ${target.padEnd(8)} `);
      const row = await mixedRow({
        target,
        connections,
        // autocannon gives connection i the i-th URL in turn: the two instances alternate, with no proxy in between.
        urls: target === 'app' ? bases : [baselineBase],
        pids: target === 'app' ? [pidOf(state.servers.a), pidOf(state.servers.b)] : [pidOf(state.baseline)],
        postmaster: runningPostmaster(state.pgDir)?.pid,
        kinds,
        members,
        opts,
        state,
        checkAborted,
      });
      rows.push(row);
      const hits = row.cacheHitRate === null ? '' : `  cache hits ${(100 * row.cacheHitRate).toFixed(1)}%`;
      console.log(
        `${Math.round(row.reqPerSec).toLocaleString('en-US').padStart(6)} req/s  p50 ${row.latency.p50} ms  p99 ${row.latency.p99} ms  p99.9 ${row.latency.p99_9} ms  errors ${row.errors}  RSS ${row.rssMb.join('/')} MB  SQL/req ${row.sqlPerRequest?.toFixed(2)}${hits}  load ${row.loadAverage.after}`,
      );
      if (row.failedBodies.length) console.log(`      failed answers, e.g. ${row.failedBodies.join(' | ')}`);
    }
  }
  await settle(state.db);
  for (const g of writeGuards) await g.finish();
  const profile = opts.profile ? await mixedProfileSummary(rows, opts, profileDir) : null;

  const report = mixedReport(rows);
  const machine = { cpus: os.availableParallelism(), model: os.cpus()[0]?.model ?? null, node: process.version };
  const loadAtEnd = loadAverages();
  console.log(
    `\nMixed workload, scale ${scale}, ${machine.cpus} × ${machine.model}, load average ${loadAtStart.join(' / ')} at the start, ${loadAtEnd.join(' / ')} at the end\n`,
  );
  console.log(report.table);
  console.log(`\nGoals (issue 27):\n${report.goalLines.join('\n')}`);
  if (profile)
    console.log(`\n${profile.title}: ${profile.file}\n\n${profile.summary}\n\n(also in ${profile.summaryFile})`);
  const file = path.join(
    ROOT,
    'bench/results',
    `${stamp}-mixed${opts.readsOnly ? '-readsonly' : ''}-scale${scale}.json`,
  );
  fs.writeFileSync(
    file,
    `${JSON.stringify({ kind: 'mixed', startedAt, machine, loadAtStart, loadAtEnd, opts, dataSet: data.marker ?? null, rows, goals: report.goals, table: report.table, profile }, null, 2)}\n`,
  );
  console.log(`\nresults written to ${path.relative(ROOT, file)}`);
}

/** Stops the profiled second instance (V8 writes its profile as it exits) and summarises the chosen level's app run. */
async function mixedProfileSummary(rows, opts, dir) {
  const entry = state.servers.b;
  await stopChild(entry, 120_000);
  const written = fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  if (written.length !== 1)
    throw new Error(`the profiled instance wrote no CPU profile to ${path.relative(ROOT, dir)}`);
  const file = path.join(dir, written[0]);
  const row = rows.find((r) => r.target === 'app' && r.connections === opts.profile);
  const window = { fromUs: row.monotonicUs.start, toUs: row.monotonicUs.end };
  const summary = summarizeProfile(JSON.parse(fs.readFileSync(file, 'utf8')), window);
  const title = `CPU profile of the second instance under the mix, ${opts.profile} connections, the ${opts.duration}s measured run only`;
  const summaryFile = file.replace(/\.cpuprofile$/, '.summary.txt');
  fs.writeFileSync(summaryFile, `${title}\n\n${summary}\n`);
  return { title, file: path.relative(ROOT, file), summaryFile: path.relative(ROOT, summaryFile), summary };
}

// ── cleanup, even on failure or Ctrl-C ─────────────────────────────────────────────────────────────────
async function cleanup() {
  state.cannon?.stop();
  // Put back what the write scenarios changed while the database still runs (the next start would otherwise).
  for (const g of writeGuards) {
    await g.finish().catch((err) => console.warn(`  could not put the orders and stock back: ${err.message}`));
  }
  await state.db?.end().catch(() => {});
  await stopAll(state);
}

await runToExit(state, { name: 'bench', main, stop: () => state.cannon?.stop(), cleanup });
