#!/usr/bin/env node
// Scene Shop benchmark: the real server against a raw-SQL baseline on the same database. See bench/README.md.
//   npm run bench                      (scale 10, builds the server first)
//   npm run bench -- --scale 100       (the recorded figures)
//   node bench/run.js --help
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  freePort,
  killAllChildrenSync,
  portInUse,
  runningChildren,
  runningPostmaster,
  startChild,
  stopChild,
  stopLeftoverPostgres,
  waitReady,
} from './lib/procs.js';
import { postgresCpuMs, processCpuMs, selfCpuMs } from './lib/cpu.js';
import { gitRevision, machine, markdownTable, printTable, tableRows } from './lib/report.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER_MAIN = path.join(ROOT, 'server/dist/main.js');
const SEED_CLI = path.join(ROOT, 'server/dist/scripts/seed.js');
const BASELINE = path.join(ROOT, 'bench/baseline-server.js');
const RESULTS_DIR = path.join(ROOT, 'bench/results');
const MARKER = 'bench-dataset.marker';
const HOST = '127.0.0.1';
const PAGE_SIZE = 10;
const MEMBER_PASSWORD = 'member1234!'; // server/src/seeds/seed-if-empty.ts DEMO_MEMBER_PASSWORD
const MEMBER_IDS = ['member1', 'member2', 'member3'];

const USAGE = `usage: node bench/run.js [options]
  --scale N            data set size for the seeder (default 10; 100 is the recorded run)
  --duration S         seconds of measured load per scenario (default 10)
  --connections C      concurrent connections (default 20)
  --warmup S           seconds of unrecorded load before each scenario (default 2)
  --no-seed            use the data directory as it is (no seeding, no marker check)
  --reseed             seed again even when the data directory is marked as seeded at this scale
  --data-dir DIR       data directory (default bench/.data-scale<N>)
  --pg-port P          embedded PostgreSQL port (default 55432)
  --seed-timeout MIN   give up seeding after MIN minutes (default 60)
  --repeat R           run every scenario R times in interleaved rounds and report the median (default 1)
  --only a,b           run only the scenarios whose id contains one of these words (e.g. login,baseline)`;

function options() {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: '10' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '20' },
      warmup: { type: 'string', default: '2' },
      'no-seed': { type: 'boolean', default: false },
      reseed: { type: 'boolean', default: false },
      'data-dir': { type: 'string' },
      'pg-port': { type: 'string', default: '55432' },
      'seed-timeout': { type: 'string', default: '60' },
      only: { type: 'string' },
      repeat: { type: 'string', default: '1' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const num = (name, min, max, integer = true) => {
    const n = Number(values[name]);
    if (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n))) {
      throw new Error(`--${name} must be ${integer ? 'an integer' : 'a number'} from ${min} to ${max}\n${USAGE}`);
    }
    return n;
  };
  const scale = num('scale', 0.01, 1000, false);
  return {
    scale,
    duration: num('duration', 1, 600),
    connections: num('connections', 1, 1000),
    warmup: num('warmup', 0, 60),
    seed: !values['no-seed'],
    reseed: values.reseed,
    dataDir: path.resolve(ROOT, values['data-dir'] ?? `bench/.data-scale${scale}`),
    pgPort: num('pg-port', 1024, 65535),
    seedTimeoutMin: num('seed-timeout', 1, 24 * 60),
    repeat: num('repeat', 1, 10),
    only: values.only
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}

// ── run state: everything the cleanup needs ───────────────────────────────────────────────────────────
const state = { aborted: false, cannon: null, seed: null, server: null, baseline: null, pgDir: null };

function checkAborted() {
  if (state.aborted) throw new Error('aborted');
}

/** The environment for the seeder and the server: none of the caller's Scene Shop settings leak in. */
function baseEnv(opts) {
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

/** Seeds the bench's own data directory with the project's seeder, unless it is already marked done. */
async function prepareData(opts) {
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

// ── requests ──────────────────────────────────────────────────────────────────────────────────────────
const SHOWS_QUERY =
  'query ($page:Int!,$size:Int!){ shows(page:$page,size:$size){ totalPages totalElements number size content { no title pic } } }';
const LOGIN_MUTATION = 'mutation ($id:String!,$pwd:String!){ login(id:$id,pwd:$pwd){ token } }';
const JSON_HEADERS = { 'content-type': 'application/json' };

const gqlRequest = (query, variables) => ({
  method: 'POST',
  path: '/graphql',
  headers: JSON_HEADERS,
  body: JSON.stringify({ query, variables }),
});
const showsRequest = {
  graphql: (page) => gqlRequest(SHOWS_QUERY, { page, size: PAGE_SIZE }),
  shim: (page) => ({ method: 'GET', path: `/api/main/showDataAll?page=${page}&size=${PAGE_SIZE}` }),
  baseline: (page) => ({ method: 'GET', path: `/api/main/showDataAll?page=${page}&size=${PAGE_SIZE}` }),
};
const loginRequest = {
  graphql: (id) => gqlRequest(LOGIN_MUTATION, { id, pwd: MEMBER_PASSWORD }),
  shim: (id) => ({
    method: 'POST',
    path: '/api/user/auth/login',
    headers: JSON_HEADERS,
    body: JSON.stringify({ id, pwd: MEMBER_PASSWORD }),
  }),
};

// Cheap checks autocannon runs on every response body (failures count as "mismatched").
const verify = {
  graphqlShows: (body) => body.startsWith('{"data":{"shows":{') && !body.includes('"errors"'),
  page: (body) => body.startsWith('{"content":['),
  graphqlLogin: (body) => body.includes('"token":"') && !body.includes('"errors"'),
  shimLogin: (body) => body.includes('"success":true'),
};

/** The show page a response carries, in the shim's shape, for comparing app and baseline answers. */
function pageOf(json) {
  const page = json?.data?.shows ?? json;
  if (!page || !Array.isArray(page.content)) return null;
  const { content, totalElements, totalPages, number, size } = page;
  return {
    content: content.map(({ no, title, pic }) => ({ no, title, pic })),
    totalElements,
    totalPages,
    number,
    size,
  };
}

/** Makes one request with fetch; returns status, parsed body and the X-SQL-Statements header. */
async function probe(base, req) {
  const res = await fetch(base + req.path, {
    method: req.method,
    headers: req.headers,
    body: req.body,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* reported below */
  }
  const sql = res.headers.get('x-sql-statements');
  return { status: res.status, text, json, sql: sql === null ? null : Number(sql) };
}

// ── scenarios ─────────────────────────────────────────────────────────────────────────────────────────
function scenarios({ appBase, baselineBase, deepPages, members }) {
  const range = (pages) => (pages.length === 1 ? `page ${pages[0]}` : `pages ${pages[0]}–${pages.at(-1)}`);
  const list = [];
  for (const [group, pages] of [
    ['p0', [0]],
    ['deep', deepPages],
  ]) {
    // Baseline first in each group, so every app row can be compared with the run just before it.
    list.push({
      id: `baseline-shows-${group}`,
      label: `raw SQL baseline ${range(pages)}`,
      target: 'baseline',
      group,
      base: baselineBase,
      pages,
      requests: pages.map(showsRequest.baseline),
      verifyBody: verify.page,
    });
    list.push({
      id: `graphql-shows-${group}`,
      label: `GraphQL shows ${range(pages)}`,
      target: 'graphql',
      group,
      base: appBase,
      pages,
      requests: pages.map(showsRequest.graphql),
      verifyBody: verify.graphqlShows,
    });
    list.push({
      id: `shim-shows-${group}`,
      label: `shim showDataAll ${range(pages)}`,
      target: 'shim',
      group,
      base: appBase,
      pages,
      requests: pages.map(showsRequest.shim),
      verifyBody: verify.page,
    });
  }
  list.push({
    id: 'graphql-login',
    label: `GraphQL login (${members.length} members)`,
    target: 'graphql',
    group: 'login',
    base: appBase,
    members,
    requests: members.map(loginRequest.graphql),
    verifyBody: verify.graphqlLogin,
  });
  list.push({
    id: 'shim-login',
    label: `shim login (${members.length} members)`,
    target: 'shim',
    group: 'login',
    base: appBase,
    members,
    requests: members.map(loginRequest.shim),
    verifyBody: verify.shimLogin,
  });
  return list;
}

/** Sample requests before the load: each must succeed; gives the SQL statements per request. */
async function sample(scenario) {
  const counts = [];
  const pages = [];
  for (const req of scenario.requests) {
    const r = await probe(scenario.base, req);
    if (r.status !== 200 || !scenario.verifyBody(r.text)) {
      throw new Error(
        `${scenario.label}: sample ${req.method} ${req.path} answered ${r.status}: ${r.text.slice(0, 300)}`,
      );
    }
    counts.push(r.sql);
    pages.push(pageOf(r.json));
  }
  const distinct = [...new Set(counts)];
  let sqlPerRequest;
  if (distinct.some((n) => n === null)) sqlPerRequest = null;
  else if (distinct.length === 1) sqlPerRequest = distinct[0];
  else sqlPerRequest = `${Math.min(...distinct)}–${Math.max(...distinct)}`;
  return { sqlPerRequest, sqlSamples: counts, pages };
}

function cannon(scenario, opts, duration) {
  return new Promise((resolve, reject) => {
    state.cannon = autocannon(
      {
        url: scenario.base,
        connections: opts.connections,
        duration,
        requests: scenario.requests,
        verifyBody: scenario.verifyBody,
        timeout: 10,
      },
      (err, result) => {
        state.cannon = null;
        if (err) reject(err);
        else resolve(result);
      },
    );
  });
}

async function measure(scenario, opts) {
  if (opts.warmup > 0) await cannon(scenario, opts, opts.warmup);
  checkAborted();
  const pid = scenario.target === 'baseline' ? state.baseline.child.pid : state.server.child.pid;
  const postmaster = runningPostmaster(state.pgDir)?.pid;
  const before = { wall: performance.now(), proc: processCpuMs(pid), pg: postgresCpuMs(postmaster), gen: selfCpuMs() };
  const r = await cannon(scenario, opts, opts.duration);
  const after = { wall: performance.now(), proc: processCpuMs(pid), pg: postgresCpuMs(postmaster), gen: selfCpuMs() };
  checkAborted();
  const wall = after.wall - before.wall;
  const used = (k) => (before[k] === null || after[k] === null ? null : after[k] - before[k]);
  const perRequest = (k) => (used(k) === null || !r.requests.total ? null : used(k) / r.requests.total);
  const percent = (k) => (used(k) === null ? null : Math.round((100 * used(k)) / wall));
  const cpu = {
    serverMsPerRequest: perRequest('proc'),
    postgresMsPerRequest: perRequest('pg'),
    loadGeneratorMsPerRequest: perRequest('gen'),
    serverPercent: percent('proc'),
    postgresPercent: percent('pg'),
    loadGeneratorPercent: percent('gen'),
  };
  const problems = [];
  if (r.errors) problems.push(`${r.errors} errors${r.timeouts ? ` (${r.timeouts} timeouts)` : ''}`);
  if (r.non2xx) problems.push(`${r.non2xx} non-2xx`);
  if (r.mismatches) problems.push(`${r.mismatches} bad bodies`);
  return {
    reqPerSec: r.requests.average,
    requestsTotal: r.requests.total,
    durationSec: r.duration,
    latency: { p50: r.latency.p50, p99: r.latency.p99, average: r.latency.average, max: r.latency.max },
    bytesPerSec: r.throughput.average,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    mismatches: r.mismatches,
    statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([k, v]) => [k, v.count])),
    errorSummary: problems.length ? problems.join(', ') : '0',
    cpu,
  };
}

// ── main ──────────────────────────────────────────────────────────────────────────────────────────────
async function main() {
  const opts = options();
  if (!fs.existsSync(SERVER_MAIN)) throw new Error('server/dist/main.js is missing: run npm run build -w server');
  const startedAt = new Date();
  state.pgDir = path.join(opts.dataDir, 'pg');

  // A PostgreSQL left over on our data directory by an interrupted run is ours to stop.
  await stopLeftoverPostgres(state.pgDir);
  if (await portInUse(opts.pgPort)) {
    throw new Error(`port ${opts.pgPort} is taken by something else: choose another with --pg-port`);
  }

  const data = await prepareData(opts);
  checkAborted();
  const scale = data.marker?.scale ?? opts.scale;

  // The real server, as deployed: compiled output, production mode, its own embedded PostgreSQL.
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
      JWT_SECRET: randomBytes(24).toString('hex'),
      SQL_COUNT_HEADER: 'true',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
  });
  await waitReady(`${appBase}/readyz`, state.server, 180_000);
  checkAborted();

  // The baseline, in its own process like the server, on the database the server has started.
  const databaseUrl = `postgres://postgres:postgres@${HOST}:${opts.pgPort}/sceneshop`;
  let announce;
  const listening = new Promise((resolve) => (announce = resolve));
  state.baseline = startChild('baseline', process.execPath, [BASELINE], {
    cwd: ROOT,
    env: { ...process.env, BASELINE_DATABASE_URL: databaseUrl, BASELINE_PORT: '0' },
    echo: false,
    onLine: (line) => {
      const m = /^listening (\d+)$/.exec(line);
      if (m) announce(Number(m[1]));
      else console.log(`  [baseline] ${line}`);
    },
  });
  const baselinePort = await Promise.race([
    listening,
    state.baseline.exited.then(() => {
      throw new Error(`the baseline server exited:\n${state.baseline.tail.join('\n')}`);
    }),
  ]);
  const baselineBase = `http://${HOST}:${baselinePort}`;
  await waitReady(`${baselineBase}/readyz`, state.baseline, 30_000);
  console.log(`baseline on ${baselineBase}`);

  // What the data set holds: the number of pages decides the deep pages.
  const first = await probe(appBase, showsRequest.shim(0));
  if (first.status !== 200 || !first.json)
    throw new Error(`show list answered ${first.status}: ${first.text.slice(0, 300)}`);
  const { totalPages, totalElements } = first.json;
  if (!totalElements) throw new Error('the data set has no shows: run without --no-seed (or with --reseed)');
  const middle = Math.min(Math.floor(totalPages / 2), totalPages - 1);
  const deepPages = [...new Set([middle - 1, middle, middle + 1])].filter((p) => p >= 1 && p < totalPages);
  if (deepPages.length === 0) deepPages.push(middle);
  console.log(`${totalElements} shows in ${totalPages} pages of ${PAGE_SIZE}; deep pages: ${deepPages.join(', ')}`);

  const members = [];
  for (const id of MEMBER_IDS) {
    const r = await probe(appBase, loginRequest.shim(id));
    if (r.status === 200 && verify.shimLogin(r.text)) members.push(id);
  }
  if (members.length === 0) throw new Error(`none of ${MEMBER_IDS.join(', ')} could log in with the demo password`);

  let list = scenarios({ appBase, baselineBase, deepPages, members });
  if (opts.only) list = list.filter((s) => opts.only.some((w) => s.id.includes(w)));
  if (list.length === 0) throw new Error(`--only ${opts.only.join(',')} matches no scenario`);

  // Samples first (all of them, so a broken scenario stops the run before minutes of load).
  const samples = new Map();
  for (const s of list) samples.set(s.id, await sample(s));
  const sameAnswers = {};
  for (const s of list.filter((x) => x.target !== 'baseline' && x.pages)) {
    const base = list.find((x) => x.target === 'baseline' && x.group === s.group);
    if (!base) continue;
    const same = JSON.stringify(samples.get(s.id).pages) === JSON.stringify(samples.get(base.id).pages);
    sameAnswers[s.id] = same;
    if (!same) console.warn(`  warning: ${s.label} does not answer the same page as the baseline`);
  }

  // One unrecorded pass over the show lists first: the first app scenario should not pay for a cold JIT.
  if (opts.warmup > 0) {
    console.log(`\nwarming up (${opts.warmup}s per show-list scenario)…`);
    for (const s of list.filter((x) => x.group !== 'login')) {
      checkAborted();
      await cannon(s, opts, opts.warmup);
    }
  }
  const loadBefore = os.loadavg().map((n) => Number(n.toFixed(2)));
  const load = loadBefore[0];
  if (load > 0.5 * os.availableParallelism()) {
    console.warn(
      `  note: load average ${load.toFixed(2)} on ${os.availableParallelism()} CPUs before the run: figures will be noisy`,
    );
  }

  const rounds = opts.repeat > 1 ? ` × ${opts.repeat} interleaved rounds (median reported)` : '';
  console.log(
    `\n${list.length} scenarios × (${opts.warmup}s warm-up + ${opts.duration}s)${rounds}, ${opts.connections} connections, loopback only\n`,
  );
  const runs = new Map(list.map((s) => [s.id, []]));
  const pct = (n) => (n === null ? '–' : `${n}%`);
  for (let round = 1; round <= opts.repeat; round++) {
    if (opts.repeat > 1) console.log(`round ${round} of ${opts.repeat}`);
    for (const s of list) {
      checkAborted();
      process.stdout.write(`  ${s.label.padEnd(36)} `);
      const m = await measure(s, opts);
      runs.get(s.id).push(m);
      console.log(
        `${Math.round(m.reqPerSec).toLocaleString('en-US').padStart(7)} req/s  p50 ${m.latency.p50} ms  p99 ${m.latency.p99} ms  errors ${m.errorSummary}  CPU: ${s.target === 'baseline' ? 'baseline' : 'server'} ${pct(m.cpu.serverPercent)}, PostgreSQL ${pct(m.cpu.postgresPercent)}, autocannon ${pct(m.cpu.loadGeneratorPercent)}`,
      );
    }
  }
  const results = list.map((s) => {
    // The run with the median req/s stands for the scenario; every run is kept in the JSON.
    const all = runs.get(s.id);
    const median = [...all].sort((a, b) => a.reqPerSec - b.reqPerSec)[Math.floor((all.length - 1) / 2)];
    const { sqlPerRequest, sqlSamples } = samples.get(s.id);
    return {
      id: s.id,
      label: s.label,
      target: s.target,
      group: s.group,
      pages: s.pages,
      members: s.members,
      requests: s.requests.map((r) => `${r.method} ${r.path}${r.body ? ` ${r.body}` : ''}`),
      sqlPerRequest,
      sqlSamples,
      sameAnswerAsBaseline: sameAnswers[s.id],
      ...median,
      runs: all.map((m) => ({
        reqPerSec: m.reqPerSec,
        p50: m.latency.p50,
        p99: m.latency.p99,
        errors: m.errorSummary,
        serverMsPerRequest: m.cpu.serverMsPerRequest,
      })),
    };
  });
  for (const r of results) {
    if (r.group === 'login') {
      r.ratio = null;
      r.ratioNote = 'n/a (no baseline)';
    } else if (r.target === 'baseline') {
      r.ratio = 1;
      r.ratioNote = 'baseline';
    } else {
      const base = results.find((x) => x.target === 'baseline' && x.group === r.group);
      r.ratio = base ? r.reqPerSec / base.reqPerSec : null;
      r.ratioNote = base ? undefined : 'baseline not run';
      // The same comparison by CPU cost (serving process + PostgreSQL per request): steadier than req/s
      // when the machine is shared, and what the req/s ratio would be if both sides were CPU bound.
      const cost = (x) =>
        x.cpu.serverMsPerRequest === null || x.cpu.postgresMsPerRequest === null
          ? null
          : x.cpu.serverMsPerRequest + x.cpu.postgresMsPerRequest;
      r.cpuRatio = base && cost(base) && cost(r) ? cost(base) / cost(r) : null;
    }
  }

  const rows = tableRows(results);
  console.log(
    `\nScene Shop bench, scale ${scale}, ${opts.connections} connections, ${opts.duration}s per scenario${opts.repeat > 1 ? `, median of ${opts.repeat} runs` : ''}\n`,
  );
  printTable(rows);
  console.log('\nvs baseline = req/s of the row ÷ req/s of the raw-SQL baseline for the same pages (1.00× = as fast).');
  console.log(
    'CPU ms/req, PG ms/req = CPU time of the serving process (server or baseline) and of PostgreSQL per request;',
  );
  console.log('CPU vs baseline = the same ratio computed from (CPU + PG ms/req), steadier on a shared machine.');

  const report = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    scale,
    revision: gitRevision(ROOT),
    machine: { ...machine(), loadAverageBefore: loadBefore },
    options: {
      duration: opts.duration,
      connections: opts.connections,
      warmup: opts.warmup,
      repeat: opts.repeat,
      pageSize: PAGE_SIZE,
      pgPort: opts.pgPort,
      dataDir: path.relative(ROOT, opts.dataDir),
    },
    dataSet: {
      reused: data.reused,
      seededAt: data.marker?.seededAt ?? null,
      seedSeconds: data.marker?.seedSeconds ?? null,
      totalShows: totalElements,
      totalPages,
    },
    results,
    markdown: markdownTable(rows),
  };
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = startedAt.toISOString().slice(0, 16).replace(':', '');
  const file = path.join(RESULTS_DIR, `${stamp}Z-scale${scale}.json`);
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`results written to ${path.relative(ROOT, file)}`);
}

// ── cleanup, even on failure or Ctrl-C ─────────────────────────────────────────────────────────────────
async function cleanup() {
  state.cannon?.stop();
  await stopChild(state.baseline, 5_000);
  await stopChild(state.seed, 10_000);
  await stopChild(state.server, 30_000); // the server stops its embedded PostgreSQL on SIGTERM
  if (state.pgDir) await stopLeftoverPostgres(state.pgDir);
  const left = runningChildren().map((c) => `${c.name} (pid ${c.child.pid})`);
  if (state.pgDir && runningPostmaster(state.pgDir)) left.push(`PostgreSQL on ${state.pgDir}`);
  if (left.length) console.warn(`still running after cleanup: ${left.join(', ')}`);
}

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
    state.cannon?.stop();
    if (state.seed) void stopChild(state.seed, 10_000);
  });
}
process.on('exit', killAllChildrenSync);

let exitCode = 0;
try {
  await main();
} catch (err) {
  exitCode = state.aborted ? 130 : 1;
  console.error(`\nbench failed: ${err instanceof Error ? err.message : String(err)}`);
} finally {
  await cleanup();
}
process.exit(exitCode);
