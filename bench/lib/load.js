// Requests and load: one-off probes with fetch, autocannon runs, CPU accounting around them.
import autocannon from 'autocannon';
import { postgresCpuMs, processCpuMs, selfCpuMs } from './cpu.js';

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
 * request, the single-request latency on an otherwise idle server (the first one may pay for a cold cache).
 */
export async function sample(scenario) {
  const counts = [];
  const answers = [];
  const ms = [];
  for (const req of scenario.sampleRequests ?? scenario.requests) {
    const r = await probe(scenario.base, req);
    if (r.status !== 200 || !scenario.verifyBody(r.text)) {
      throw new Error(`${scenario.label}: sample ${describe(req)} answered ${r.status}: ${r.text.slice(0, 300)}`);
    }
    counts.push(r.sql);
    answers.push(scenario.normalize ? scenario.normalize(r.json, req) : null);
    const again = await probe(scenario.base, req);
    ms.push(again.status === 200 ? Number(again.ms.toFixed(2)) : null);
  }
  const distinct = [...new Set(counts)];
  let sqlPerRequest;
  if (distinct.some((n) => n === null)) sqlPerRequest = null;
  else if (distinct.length === 1) sqlPerRequest = distinct[0];
  else sqlPerRequest = `${Math.min(...distinct)}–${Math.max(...distinct)}`;
  return { sqlPerRequest, sqlSamples: counts, answers, sampleMs: ms };
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

/** Warm-up, then the measured run with the CPU time of the serving process, PostgreSQL and autocannon around it. */
export async function measure(scenario, opts, { state, servingPid, postmasterPid, checkAborted }) {
  if (opts.warmup > 0) await cannon(scenario, opts, opts.warmup, state);
  checkAborted();
  const pid = servingPid(scenario.target);
  const postmaster = postmasterPid();
  const marks = scenario.beforeMeasured ? await scenario.beforeMeasured() : null;
  const before = { wall: performance.now(), proc: processCpuMs(pid), pg: postgresCpuMs(postmaster), gen: selfCpuMs() };
  const r = await cannon(scenario, opts, opts.duration, state);
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
  };
  if (scenario.afterMeasured) m.writes = await scenario.afterMeasured(marks, m);
  return m;
}
