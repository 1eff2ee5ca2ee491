// --profile: one scenario once more, on a server of its own under V8's CPU profiler, and where its time went.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './data.js';
import { stopChild } from './procs.js';
import { summarizeProfile } from './profile-summary.js';
import { databaseUrl, launchServer } from './server.js';

export const PROFILES_DIR = path.join(ROOT, 'bench/results/profiles');

/**
 * Starts a server with the scenario's cache setting, on the run's database, under `--cpu-prof`; runs the scenario on
 * it with `run(scenario, pid)` (warm-up and measured run, as in a round; resolves with the measurement), stops it
 * with SIGTERM (its shutdown ends in process.exit, when V8 writes the profile) and summarises the profile over the
 * measured run's samples, so neither start-up nor warm-up counts. The measured figures carry the profiler's
 * overhead: the round's row is the one to quote. `state.profiled` holds the child meanwhile, for the cleanup.
 */
export async function profileScenario(scenario, { opts, jwtSecret, state, stamp, run }) {
  const dir = path.join(PROFILES_DIR, stamp);
  fs.mkdirSync(dir, { recursive: true });
  const before = new Set(fs.readdirSync(dir));
  const { base } = await launchServer(opts, jwtSecret, {
    name: 'profiled server',
    cache: scenario.cache,
    database: databaseUrl(opts),
    nodeArgs: ['--cpu-prof', '--cpu-prof-dir', dir],
    onSpawn: (entry) => (state.profiled = entry),
  });
  const entry = state.profiled;
  let measured;
  try {
    measured = await run({ ...scenario, base }, entry.child.pid);
  } finally {
    // Writing a profile of a busy minute takes a few seconds after the server has closed.
    await stopChild(entry, 120_000);
    state.profiled = null;
  }
  const exit = await entry.exited;
  const written = fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile') && !before.has(f));
  if (written.length !== 1) {
    throw new Error(
      `the profiled server exited (${exit.code ?? exit.signal}) without writing its CPU profile to ${path.relative(ROOT, dir)}`,
    );
  }
  const file = path.join(dir, written[0]);
  const window = { fromUs: measured.monotonicUs.start, toUs: measured.monotonicUs.end };
  const summary = summarizeProfile(JSON.parse(fs.readFileSync(file, 'utf8')), window);
  const title =
    `CPU profile of ${scenario.label} (${scenario.id}, RESPONSE_CACHE=${scenario.cache}), ` +
    `${opts.connections} connections, the ${opts.duration}s measured run only`;
  const summaryFile = file.replace(/\.cpuprofile$/, '.summary.txt');
  fs.writeFileSync(summaryFile, `${title}\n\n${summary}\n`);
  return {
    scenario: scenario.id,
    file: path.relative(ROOT, file),
    summaryFile: path.relative(ROOT, summaryFile),
    title,
    summary,
    reqPerSec: measured.reqPerSec,
    latency: measured.latency,
    errors: measured.errorSummary,
  };
}
