// The machine description and the printed table.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

function run(cmd, args) {
  try {
    return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** nproc, memory, CPU model, node version, OS: what the figures depend on. */
export function machine() {
  let cpuModel = os.cpus()[0]?.model ?? 'unknown';
  try {
    const line = fs
      .readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('model name'));
    if (line) cpuModel = line.split(':').slice(1).join(':').trim();
  } catch {
    /* not Linux */
  }
  const free = run('free', ['-h']);
  const memLine = free?.split('\n').find((l) => l.startsWith('Mem:'));
  return {
    nproc: Number(run('nproc', [])) || os.availableParallelism(),
    memTotal: memLine ? memLine.split(/\s+/)[1] : `${(os.totalmem() / 2 ** 30).toFixed(1)}Gi`,
    cpuModel,
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    loadAverageAfter: os.loadavg().map((n) => Number(n.toFixed(2))),
  };
}

export function gitRevision(cwd) {
  const head = run('git', ['-C', cwd, 'rev-parse', '--short', 'HEAD']);
  if (!head) return null;
  const dirty = run('git', ['-C', cwd, 'status', '--porcelain', '--', 'server']);
  return dirty ? `${head} (server/ has uncommitted changes)` : head;
}

export const fmt = (n, digits = 0) =>
  n === null || n === undefined || Number.isNaN(n)
    ? '–'
    : n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** One row per scenario, as printed and as written to README tables. */
export function tableRows(results) {
  return results.map((r) => ({
    scenario: r.label,
    cache: r.cache ?? '–',
    'req/s': fmt(r.reqPerSec, 0),
    // autocannon records latencies in whole milliseconds.
    'p50 ms': fmt(r.latency.p50, 0),
    'p99 ms': fmt(r.latency.p99, 0),
    'SQL/req': r.sqlPerRequest === null ? '–' : String(r.sqlPerRequest),
    'CPU ms/req': fmt(r.cpu?.serverMsPerRequest, 2),
    'PG ms/req': fmt(r.cpu?.postgresMsPerRequest, 2),
    'vs baseline': r.ratioNote ?? `${fmt(r.ratio, 2)}×`,
    'CPU vs baseline': r.cpuRatio ? `${fmt(r.cpuRatio, 2)}×` : r.target === 'baseline' ? 'baseline' : '–',
    // The 1-minute load average as the row ended: its own load and whatever else ran on the machine.
    load: fmt(r.loadAverage?.after, 1),
    errors: r.errorSummary,
  }));
}

/** Orders per run: what succeeded and failed, and what the database says was written. */
export function orderRows(results) {
  return results
    .filter((r) => r.writes)
    .map((r) => ({
      scenario: r.label,
      'req/s': fmt(r.reqPerSec, 0),
      answers: fmt(r.requestsTotal, 0),
      succeeded: fmt(r.succeeded, 0),
      failed: fmt(r.failed, 0),
      'orders added': fmt(r.writes?.ordersAdded, 0),
      'units ordered': fmt(r.writes?.unitsOrdered, 0),
      'stock taken': fmt(r.writes?.stockTaken, 0),
      // Over the whole scenario (warm-up and run), once every answer is in: units in order lines = stock taken.
      'no oversell': r.afterCheck
        ? r.afterCheck.consistent
          ? 'yes'
          : `NO (${r.afterCheck.unitsOrdered} ≠ ${r.afterCheck.stockTaken})`
        : '–',
    }));
}

/** The combination table's column of a row: the baseline's, or the target's with its cache setting. */
const comboColumn = (r) =>
  r.target === 'baseline'
    ? 'raw SQL ms'
    : `${r.target === 'graphql' ? 'GraphQL' : 'shim'}${r.cache ? ` ${r.cache}` : ''} ms`;

/**
 * Single-request latency of each request a scenario rotates over (from the sample requests, idle server; with the
 * cache on, the repeated request is the one timed, so it shows a cache hit), and the SQL statements it ran.
 */
export function comboRows(results, section) {
  const rows = new Map();
  const within = results.filter((x) => x.section === section && x.comboLabels);
  const columns = [...new Set(within.map(comboColumn))];
  for (const r of within) {
    r.comboLabels.forEach((label, i) => {
      const row = rows.get(label) ?? {
        request: label,
        ...Object.fromEntries(columns.map((c) => [c, '–'])),
        'SQL/req': '–',
      };
      row[comboColumn(r)] = fmt(r.sampleMs?.[i], 1);
      // The first answer's count: with the cache on, that request filled the cache.
      if (r.target !== 'baseline' && row['SQL/req'] === '–' && Number.isInteger(r.sqlSamples?.[i])) {
        row['SQL/req'] = String(r.sqlSamples[i]);
      }
      rows.set(label, row);
    });
  }
  return [...rows.values()];
}

const RIGHT = new Set([
  'req/s',
  'p50 ms',
  'p99 ms',
  'SQL/req',
  'CPU ms/req',
  'PG ms/req',
  'answers',
  'succeeded',
  'failed',
  'orders added',
  'units ordered',
  'stock taken',
  'raw SQL ms',
  'GraphQL ms',
  'GraphQL off ms',
  'GraphQL on ms',
  'shim ms',
  'shim off ms',
  'shim on ms',
  'load',
  'p90 ms',
  'max ms',
  'received',
  'lost',
]);

export function printTable(rows) {
  if (!rows.length) return;
  const cols = Object.keys(rows[0]);
  const width = (c) => Math.max(c.length, ...rows.map((r) => r[c].length));
  const cell = (c, v) => (RIGHT.has(c) ? v.padStart(width(c)) : v.padEnd(width(c)));
  const line = (r) => cols.map((c) => cell(c, r[c])).join('  ');
  console.log(line(Object.fromEntries(cols.map((c) => [c, c]))));
  console.log(cols.map((c) => '-'.repeat(width(c))).join('  '));
  for (const r of rows) console.log(line(r));
}

export function markdownTable(rows) {
  if (!rows.length) return '';
  const cols = Object.keys(rows[0]);
  const out = [`| ${cols.join(' | ')} |`, `| ${cols.map((c) => (RIGHT.has(c) ? '---:' : '---')).join(' | ')} |`];
  for (const r of rows) out.push(`| ${cols.map((c) => r[c]).join(' | ')} |`);
  return out.join('\n');
}
