// Command-line options of bench/run.js.
import { dataSetOptions, parseCommandLine } from './command-line.js';
import { ALL_IDS, CACHE_SETTINGS, cacheOf } from '../scenarios/index.js';
import { MIXED_LEVELS } from './mixed.js';

const USAGE = `usage: node bench/run.js [options]
  --scale N            data set size for the seeder (default 10; 100 is the recorded run)
  --duration S         seconds of measured load per scenario (default 3; the recorded runs use 10)
  --connections C      concurrent connections (default 20)
  --warmup S           seconds of unrecorded load before each scenario (default 1; the recorded runs use 2)
  --members M          members logged in for the order scenarios (default: the connections, at least 20)
  --no-seed            use the data directory as it is (no seeding, no marker check)
  --reseed             seed again even when the data directory is marked as seeded at this scale
  --data-dir DIR       data directory (default bench/.data-scale<N>)
  --pg-port P          embedded PostgreSQL port (default 55432)
  --seed-timeout MIN   give up seeding after MIN minutes (default 60)
  --repeat R           run every scenario R times in interleaved rounds and report the median (default 1)
  --only a,b           run only the scenarios whose id contains one of these words (e.g. login,placeorder)
  --cache off|on|both  the app's read rows on the server with RESPONSE_CACHE=off, =on, or both (default both)
  --levels a,b,c       connections of the mixed workload's runs (default ${MIXED_LEVELS.join(',')}; --only mixed)
  --reads-only         with --only mixed: leave the writes out of the mix (a diagnostic: what the writes cost)
  --profile WORD       after the rounds, run the one app scenario whose id is or contains WORD once more, on a
                       server of its own started with --cpu-prof; stop it and summarise the CPU profile
                       (written to bench/results/profiles/<start time>/); with --only mixed: a level (e.g. 64),
                       whose app run is profiled on the second instance (which runs every level under the profiler)

scenario ids: ${ALL_IDS.join(' ')}
mixed: the mixed workload on two instances (issue 27); runs only on its own, as --only mixed`;

export function options() {
  const { values, num, dataSet } = parseCommandLine(USAGE, {
    duration: { type: 'string', default: '3' },
    connections: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '1' },
    members: { type: 'string' },
    'no-seed': { type: 'boolean', default: false },
    reseed: { type: 'boolean', default: false },
    only: { type: 'string' },
    repeat: { type: 'string', default: '1' },
    cache: { type: 'string', default: 'both' },
    profile: { type: 'string' },
    levels: { type: 'string', default: MIXED_LEVELS.join(',') },
    'reads-only': { type: 'boolean', default: false },
    ...dataSetOptions('55432'),
  });
  const data = dataSet('.data-scale');
  const connections = num('connections', 1, 1000);
  const only = values.only
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  // The mixed workload has a flow of its own (two cache-on instances, several connection counts): never with others.
  const mixed = only?.includes('mixed') ?? false;
  if (mixed && only.length > 1) throw new Error(`--only mixed runs on its own\n${USAGE}`);
  const levels = values.levels.split(',').map((s) => Number(s.trim()));
  if (levels.some((n) => !Number.isInteger(n) || n < 1 || n > 1000)) throw new Error(`--levels: 1–1000 each\n${USAGE}`);
  const most = mixed ? Math.max(...levels) : connections;
  if (values.members === undefined) values.members = String(Math.min(Math.max(most, 20), 500));
  if (only && !mixed && !ALL_IDS.some((id) => only.some((w) => id.includes(w)))) {
    throw new Error(`--only ${only.join(',')} matches no scenario\n${USAGE}`);
  }
  if (!['off', 'on', 'both'].includes(values.cache)) throw new Error(`--cache must be off, on or both\n${USAGE}`);
  const cache = values.cache === 'both' ? CACHE_SETTINGS : [values.cache];
  const selected = ALL_IDS.filter(
    (id) => (!only || only.some((w) => id.includes(w))) && (cacheOf(id) === null || cache.includes(cacheOf(id))),
  );
  return {
    ...data,
    duration: num('duration', 1, 600),
    connections,
    warmup: num('warmup', 0, 60),
    members: num('members', 1, 500),
    seed: !values['no-seed'],
    reseed: values.reseed,
    repeat: num('repeat', 1, 10),
    only,
    cache,
    profile:
      values.profile === undefined
        ? null
        : mixed
          ? mixedProfile(values.profile, levels)
          : profiled(values.profile, selected),
    mixed,
    levels,
    readsOnly: values['reads-only'],
  };
}

/** With --only mixed, --profile names the connections level whose app run is profiled (on the second instance). */
function mixedProfile(value, levels) {
  const n = Number(value);
  if (!levels.includes(n))
    throw new Error(`--profile with --only mixed: one of the levels (${levels.join(', ')})\n${USAGE}`);
  return n;
}

/** The one selected app scenario --profile names: its exact id, or the only selected app id containing the word. */
function profiled(word, selected) {
  const apps = selected.filter((id) => !id.startsWith('baseline-'));
  if (apps.includes(word)) return word;
  const matches = apps.filter((id) => id.includes(word));
  if (matches.length === 1) return matches[0];
  throw new Error(
    matches.length
      ? `--profile ${word} matches ${matches.length} scenarios (${matches.join(', ')}): name one`
      : `--profile ${word} matches no app scenario this run selects (see --only and --cache)\n${USAGE}`,
  );
}
