// From runs to results: the median run of each scenario, ratios to its baseline, tables on stdout and the JSON file.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './data.js';
import { comboRows, gitRevision, machine, markdownTable, orderRows, printTable, tableRows } from './report.js';
import { SECTIONS, SECTION_NOTES } from '../scenarios/index.js';

const RESULTS_DIR = path.join(ROOT, 'bench/results');

const describe = (r) => `${r.method} ${r.path}${r.body ? ` ${r.body}` : ''}`;

function results(list, samples, runs, sameAnswers) {
  const out = list.map((s) => {
    // The run with the median req/s stands for the scenario; every run is kept in the JSON.
    const all = runs.get(s.id);
    const median = { ...[...all].sort((a, b) => a.reqPerSec - b.reqPerSec)[Math.floor((all.length - 1) / 2)] };
    delete median.monotonicUs; // for a profile's window only
    const { sqlPerRequest, sqlSamples, sampleMs } = samples.get(s.id);
    const requests = s.requests ?? s.sampleRequests;
    return {
      id: s.id,
      label: s.label,
      section: s.section,
      target: s.target,
      cache: s.cache,
      baseline: s.baseline ?? null,
      pages: s.pages,
      showNos: s.showNos,
      comboLabels: s.comboLabels,
      requests: requests.map(describe),
      perConnection: !!s.connectionRequests,
      sqlPerRequest,
      sqlSamples,
      sampleMs,
      sameAnswerAsBaseline: sameAnswers[s.id],
      ...median,
      runs: all.map((m) => ({
        reqPerSec: m.reqPerSec,
        p50: m.latency.p50,
        p99: m.latency.p99,
        errors: m.errorSummary,
        serverMsPerRequest: m.cpu.serverMsPerRequest,
        postgresMsPerRequest: m.cpu.postgresMsPerRequest,
        otherCpuPercent: m.cpu.otherPercent,
        loadAverage: m.loadAverage,
        ...(m.writes ? { succeeded: m.succeeded, failed: m.failed, writes: m.writes, afterCheck: m.afterCheck } : {}),
      })),
    };
  });
  // The same comparison by CPU cost (serving process + PostgreSQL per request): steadier than req/s when the
  // machine is shared, and what the req/s ratio would be if both sides were CPU bound.
  const cost = (x) =>
    x.cpu.serverMsPerRequest === null || x.cpu.postgresMsPerRequest === null
      ? null
      : x.cpu.serverMsPerRequest + x.cpu.postgresMsPerRequest;
  for (const r of out) {
    const s = list.find((x) => x.id === r.id);
    if (r.target === 'baseline') {
      r.ratio = 1;
      r.ratioNote = 'baseline';
      continue;
    }
    if (!r.baseline) {
      r.ratio = null;
      r.ratioNote = s.ratioNote ?? 'n/a (no baseline)';
      continue;
    }
    const base = out.find((x) => x.id === r.baseline);
    r.ratio = base ? r.reqPerSec / base.reqPerSec : null;
    r.ratioNote = base ? undefined : 'baseline not run';
    r.cpuRatio = base && cost(base) && cost(r) ? cost(base) / cost(r) : null;
  }
  return out;
}

export function writeReport({
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
}) {
  const all = results(list, samples, runs, sameAnswers);
  const median = opts.repeat > 1 ? `, median of ${opts.repeat} runs` : '';
  const host = machine();
  const load =
    `1-minute load average ${loadAtStart[0]} as the bench started, ${loadBefore[0]} before the rounds and ` +
    `${host.loadAverageAfter[0]} after, on ${host.nproc} CPUs`;
  console.log(
    `\nScene Shop bench, scale ${scale}, ${opts.connections} connections, ${opts.duration}s per scenario${median}; ${load}`,
  );
  const markdown = { load: `${load}.` };
  for (const [section, title] of Object.entries(SECTIONS)) {
    const within = all.filter((r) => r.section === section);
    if (!within.length) continue;
    const rows = tableRows(within);
    const cache = within.find((r) => r.target !== 'baseline')?.cache;
    const note = SECTION_NOTES[section] && cache ? SECTION_NOTES[section](cache) : null;
    console.log(`\n${title}\n`);
    printTable(rows);
    if (note) console.log(note);
    markdown[section] = markdownTable(rows) + (note ? `\n\n${note}` : '');
  }
  const orders = orderRows(all);
  if (orders.length) {
    console.log('\nOrder placement: answers, and what the database says was written during the measured run\n');
    printTable(orders);
    markdown.orderWrites = markdownTable(orders);
  }
  for (const [section, title, key] of [
    ['products', 'Product list', 'productCombos'],
    ['productdetail', 'Product detail', 'productDetailCombos'],
    ['statistics', 'Sales statistics', 'statisticsCombos'],
  ]) {
    const combos = comboRows(all, section);
    if (!combos.length) continue;
    console.log(`\n${title}: single-request latency of each combination (one request at a time, idle server)\n`);
    printTable(combos);
    markdown[key] = markdownTable(combos);
  }
  console.log('\nvs baseline = req/s of the row ÷ req/s of its raw-SQL baseline (1.00× = as fast).');
  console.log(
    'CPU ms/req, PG ms/req = CPU time of the serving process (server or baseline) and of PostgreSQL per request;',
  );
  console.log('CPU vs baseline = the same ratio computed from (CPU + PG ms/req), steadier on a shared machine.');
  console.log(
    "cache = the serving server's RESPONSE_CACHE; load = the 1-minute load average as the row ended (JSON: before too).",
  );

  const report = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    scale,
    revision: gitRevision(ROOT),
    machine: { ...host, loadAverageAtStart: loadAtStart, loadAverageBefore: loadBefore },
    options: {
      duration: opts.duration,
      connections: opts.connections,
      warmup: opts.warmup,
      repeat: opts.repeat,
      members: opts.members,
      only: opts.only ?? null,
      cache: opts.cache,
      profile: opts.profile,
      pgPort: opts.pgPort,
      dataDir: path.relative(ROOT, opts.dataDir),
    },
    dataSet: {
      reused: data.reused,
      seededAt: data.marker?.seededAt ?? null,
      seedSeconds: data.marker?.seedSeconds ?? null,
      totalShows: totalElements,
      totalShowPages: totalPages,
    },
    results: all,
    profile: profile ?? null,
    markdown,
  };
  saveResults(startedAt, `scale${scale}`, report);
}

/** Writes a report as bench/results/<UTC start date and time>Z-<suffix>.json and says where. */
export function saveResults(startedAt, suffix, report) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = startedAt.toISOString().slice(0, 19).replaceAll(':', '');
  const file = path.join(RESULTS_DIR, `${stamp}Z-${suffix}.json`);
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`results written to ${path.relative(ROOT, file)}`);
}
