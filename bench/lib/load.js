// Requests and load: one-off probes with fetch, autocannon runs, CPU accounting around them.
import os from 'node:os';
import autocannon from 'autocannon';
import { machineBusyMs, postgresCpuMs, processCpuMs, selfCpuMs } from './cpu.js';

/** Makes one request with fetch; returns status, parsed body, the X-SQL-Statements header and the time taken. */
export async function probe(base, req) {
  const started = performance.now();
  const res = await fetch(base + req.path, {
    method: req.method,
    headers: req.headers,
    body: req.body,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* reported by the caller */
  }
  const sql = res.headers.get('x-sql-statements');
  return { status: res.status, text, json, sql: sql === null ? null : Number(sql), ms };
}

const describe = (req) => `${req.method} ${req.path}${req.body ? ` ${req.body.slice(0, 200)}` : ''}`;

/**
 * Sample requests before the load: each must answer 200 with a body the scenario accepts. Gives the SQL
 * statements per request, the normalised answers (compared with the baseline's) and, from a second identical
 * request, the single-request latency on an otherwise idle server (the first one may pay for a cold cache) and
 * the repeated answers (what a response cache serves; compared with the baseline's too).
 */
export async function sample(scenario) {
  const counts = [];
  const answers = [];
  const repeatedAnswers = [];
  const ms = [];
  const answer = (r, req) =>
    r.status === 200 && scenario.verifyBody(r.text) && scenario.normalize ? scenario.normalize(r.json, req) : null;
  for (const req of scenario.sampleRequests ?? scenario.requests) {
    const r = await probe(scenario.base, req);
    if (r.status !== 200 || !scenario.verifyBody(r.text)) {
      throw new Error(`${scenario.label}: sample ${describe(req)} answered ${r.status}: ${r.text.slice(0, 300)}`);
    }
    counts.push(r.sql);
    answers.push(answer(r, req));
    const again = await probe(scenario.base, req);
    ms.push(again.status === 200 ? Number(again.ms.toFixed(2)) : null);
    repeatedAnswers.push(answer(again, req));
  }
  const distinct = [...new Set(counts)];
  let sqlPerRequest;
  if (distinct.some((n) => n === null)) sqlPerRequest = null;
  else if (distinct.length === 1) sqlPerRequest = distinct[0];
  else sqlPerRequest = `${Math.min(...distinct)}–${Math.max(...distinct)}`;
  return { sqlPerRequest, sqlSamples: counts, answers, repeatedAnswers, sampleMs: ms };
}

/** One autocannon run; `state.cannon` lets a signal stop it. Per-connection request lists go through setupClient. */
export function cannon(scenario, opts, duration, state) {
  return new Promise((resolve, reject) => {
    let connection = 0;
    const failedBodies = [];
    const instance = autocannon(
      {
        url: scenario.base,
        connections: opts.connections,
        duration,
        requests: scenario.requests ?? scenario.connectionRequests(0),
        ...(scenario.connectionRequests
          ? { setupClient: (client) => client.setRequests(scenario.connectionRequests(connection++)) }
          : {}),
        verifyBody: scenario.verifyBody,
        timeout: 10,
      },
      (err, result) => {
        state.cannon = null;
        if (err) reject(err);
        else resolve({ ...result, failedBodies });
      },
    );
    instance.on('reqMismatch', (body) => {
      const text = String(body).slice(0, 200);
      if (failedBodies.length < 3 && !failedBodies.includes(text)) failedBodies.push(text);
    });
    state.cannon = instance;
  });
}

/** CPU ms so far of the serving process, PostgreSQL, autocannon and the whole machine, and the monotonic clock. */
const mark = (pid, postmaster) => ({
  wall: performance.now(),
  monotonicUs: Number(process.hrtime.bigint() / 1000n),
  proc: processCpuMs(pid),
  pg: postgresCpuMs(postmaster),
  gen: selfCpuMs(),
  machine: machineBusyMs(),
});

/** The 1-, 5- and 15-minute load averages, to two decimals. */
export const loadAverages = () => os.loadavg().map((n) => Number(n.toFixed(2)));

/**
 * Warm-up, then the measured run with the CPU time of the serving process, PostgreSQL, autocannon and everything
 * else on the machine around it, and the 1-minute load average before the warm-up and after the run.
 */
export async function measure(scenario, opts, { state, servingPid, postmasterPid, checkAborted }) {
  const loadBefore = loadAverages()[0];
  if (opts.warmup > 0) await cannon(scenario, opts, opts.warmup, state);
  checkAborted();
  const pid = servingPid(scenario);
  const postmaster = postmasterPid();
  const marks = scenario.beforeMeasured ? await scenario.beforeMeasured() : null;
  const before = mark(pid, postmaster);
  const r = await cannon(scenario, opts, opts.duration, state);
  const after = mark(pid, postmaster);
  checkAborted();
  const wall = after.wall - before.wall;
  const used = (k) => (before[k] === null || after[k] === null ? null : after[k] - before[k]);
  const perRequest = (k) => (used(k) === null || !r.requests.total ? null : used(k) / r.requests.total);
  const percent = (k) => (used(k) === null ? null : Math.round((100 * used(k)) / wall));
  const ours = ['proc', 'pg', 'gen'].map(used);
  const cpu = {
    serverMsPerRequest: perRequest('proc'),
    postgresMsPerRequest: perRequest('pg'),
    loadGeneratorMsPerRequest: perRequest('gen'),
    serverPercent: percent('proc'),
    postgresPercent: percent('pg'),
    loadGeneratorPercent: percent('gen'),
    // Whatever else kept the CPUs busy meanwhile (other processes, the idle servers), in % of one CPU.
    otherPercent:
      used('machine') === null || ours.includes(null)
        ? null
        : Math.max(0, Math.round((100 * (used('machine') - ours.reduce((a, b) => a + b, 0))) / wall)),
  };
  const problems = [];
  if (r.errors) problems.push(`${r.errors} errors${r.timeouts ? ` (${r.timeouts} timeouts)` : ''}`);
  if (r.non2xx) problems.push(`${r.non2xx} non-2xx`);
  if (r.mismatches) problems.push(`${r.mismatches} bad bodies`);
  const m = {
    reqPerSec: r.requests.average,
    requestsTotal: r.requests.total,
    // Every answer is checked by the scenario's verifyBody, error answers included: what passes succeeded.
    succeeded: r.requests.total - r.mismatches,
    failed: r.mismatches + r.errors,
    durationSec: r.duration,
    latency: { p50: r.latency.p50, p99: r.latency.p99, average: r.latency.average, max: r.latency.max },
    bytesPerSec: r.throughput.average,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    mismatches: r.mismatches,
    failedBodies: r.failedBodies,
    statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([k, v]) => [k, v.count])),
    errorSummary: problems.length ? problems.join(', ') : '0',
    cpu,
    loadAverage: { before: loadBefore, after: loadAverages()[0] },
    monotonicUs: { start: before.monotonicUs, end: after.monotonicUs },
  };
  if (scenario.afterMeasured) m.writes = await scenario.afterMeasured(marks, m);
  return m;
}
