// The soak's verdict: each watched figure in the first minute of load, the last minute of load and at the end of
// the idle period, "flat" or "grows"; the samples, the actions and their failures by kind; and the JSON file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './data.js';
import { gitRevision, machine } from './report.js';

const RESULTS_DIR = path.join(ROOT, 'bench/results');

/** Figures compared, with the growth that still counts as flat: 10 % and this much. */
const WATCHED = [
  ['heapUsedMb', 'heap used after GC, MB', 5],
  ['rssMb', 'RSS, MB', 20],
  ['externalMb', 'external memory, MB', 5],
  ['fds', 'open file descriptors', 10],
  ['resources', 'active libuv resources', 10],
  ['pgConnections', 'PostgreSQL connections', 2],
  ['threads', 'threads', 2],
];

const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

function verdicts(samples) {
  const load = samples.filter((s) => s.phase === 'load');
  const loadStart = load[0]?.atS ?? 0;
  const loadEnd = load.at(-1)?.atS ?? 0;
  const firstMinute = load.filter((s) => s.atS <= loadStart + 60);
  const lastMinute = load.filter((s) => s.atS >= loadEnd - 60);
  const idleEnd = samples.filter((s) => s.phase === 'idle').at(-1) ?? load.at(-1);
  return WATCHED.map(([key, label, slack]) => {
    const first = median(firstMinute.map((s) => s[key]));
    const last = median(lastMinute.map((s) => s[key]));
    const end = idleEnd?.[key] ?? null;
    const grows = first !== null && end !== null && end > first * 1.1 && end - first > slack;
    return { key, label, firstMinute: first, lastMinute: last, idleEnd: end, verdict: grows ? 'grows' : 'flat' };
  });
}

const cell = (v) => (v === null || v === undefined ? '–' : String(v));

export function markdownVerdicts(rows) {
  const lines = [
    '| figure | first minute of load | last minute of load | end of idle | verdict |',
    '| --- | --: | --: | --: | --- |',
  ];
  for (const r of rows)
    lines.push(`| ${r.label} | ${cell(r.firstMinute)} | ${cell(r.lastMinute)} | ${cell(r.idleEnd)} | ${r.verdict} |`);
  return lines.join('\n');
}

export function markdownSamples(samples) {
  const lines = [
    '| s | phase | heap MB | RSS MB | external MB | fds | resources | PG conns | threads | loop % | actions | failures |',
    '| --: | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
  ];
  for (const s of samples)
    lines.push(
      `| ${s.atS} | ${s.phase} | ${cell(s.heapUsedMb)} | ${cell(s.rssMb)} | ${cell(s.externalMb)} | ${cell(s.fds)} | ` +
        `${cell(s.resources)} | ${cell(s.pgConnections)} | ${cell(s.threads)} | ${cell(s.eventLoopPct)} | ` +
        `${s.actions} | ${s.failures} |`,
    );
  return lines.join('\n');
}

/** Prints the verdict and writes bench/results/<time>Z-soak-scale<N>.json; returns whether anything grew or failed. */
export function writeSoakReport(run) {
  const rows = verdicts(run.samples);
  const failures = Object.values(run.tally.failed).reduce((sum, n) => sum + n, 0);
  const report = {
    ...run,
    samples: run.samples.map((s) => ({ ...s, elu: undefined })),
    machine: machine(),
    revision: gitRevision(ROOT),
    loadAverageEnd: os.loadavg().map((n) => Number(n.toFixed(2))),
    verdicts: rows,
    markdown: { verdicts: markdownVerdicts(rows), samples: markdownSamples(run.samples) },
  };
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = run.startedAt
    .toISOString()
    .replace(/[:.]/g, '-')
    .replace(/-\d{3}Z$/, 'Z');
  const file = path.join(RESULTS_DIR, `${stamp}-soak-scale${run.scale}.json`);
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);

  console.log(`\n${markdownSamples(run.samples)}\n\n${markdownVerdicts(rows)}\n`);
  console.log('actions (done / failed by kind):');
  for (const [name, n] of Object.entries(run.tally.done).sort()) console.log(`  ${name.padEnd(16)} ${n}`);
  for (const [kind, n] of Object.entries(run.tally.failed).sort((a, b) => b[1] - a[1]))
    console.log(`  failed ${kind}: ${n}  e.g. ${run.tally.examples[kind][0]}`);
  console.log(
    `chat: ${run.chat.sent} sent, ${run.chat.toSockets} to members' sockets, ${run.chat.received} received there, ` +
      `${run.chat.lost} lost, ${run.chat.wrongSocket} on another member's socket`,
  );
  console.log(`subscriptions: ${JSON.stringify(run.subscriptionProblems)}`);
  console.log(`after closing the subscriptions: ${JSON.stringify(run.afterClose)}`);
  console.log(`\nwritten to ${path.relative(ROOT, file)}`);
  const grew = rows.filter((r) => r.verdict === 'grows').map((r) => r.label);
  console.log(grew.length ? `GROWS: ${grew.join(', ')}` : 'every watched figure is flat');
  return { grew, failures };
}
