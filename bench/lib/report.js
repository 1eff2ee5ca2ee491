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

const fmt = (n, digits = 0) =>
  n === null || n === undefined || Number.isNaN(n)
    ? '–'
    : n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** One row per scenario, as printed and as written to README tables. */
export function tableRows(results) {
  return results.map((r) => ({
    scenario: r.label,
    'req/s': fmt(r.reqPerSec, 0),
    // autocannon records latencies in whole milliseconds.
    'p50 ms': fmt(r.latency.p50, 0),
    'p99 ms': fmt(r.latency.p99, 0),
    'SQL/req': r.sqlPerRequest === null ? '–' : String(r.sqlPerRequest),
    'CPU ms/req': fmt(r.cpu?.serverMsPerRequest, 2),
    'PG ms/req': fmt(r.cpu?.postgresMsPerRequest, 2),
    'vs baseline': r.ratioNote ?? `${fmt(r.ratio, 2)}×`,
    'CPU vs baseline': r.cpuRatio ? `${fmt(r.cpuRatio, 2)}×` : r.target === 'baseline' ? 'baseline' : '–',
    errors: r.errorSummary,
  }));
}

export function printTable(rows) {
  const cols = Object.keys(rows[0]);
  const width = (c) => Math.max(c.length, ...rows.map((r) => r[c].length));
  const right = new Set(['req/s', 'p50 ms', 'p99 ms', 'SQL/req', 'CPU ms/req', 'PG ms/req']);
  const cell = (c, v) => (right.has(c) ? v.padStart(width(c)) : v.padEnd(width(c)));
  const line = (r) => cols.map((c) => cell(c, r[c])).join('  ');
  console.log(line(Object.fromEntries(cols.map((c) => [c, c]))));
  console.log(cols.map((c) => '-'.repeat(width(c))).join('  '));
  for (const r of rows) console.log(line(r));
}

export function markdownTable(rows) {
  const cols = Object.keys(rows[0]);
  const out = [`| ${cols.join(' | ')} |`, `| ${cols.map(() => '---').join(' | ')} |`];
  for (const r of rows) out.push(`| ${cols.map((c) => r[c]).join(' | ')} |`);
  return out.join('\n');
}
