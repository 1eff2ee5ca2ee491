// Command-line options of bench/soak.js.
import { dataSetOptions, parseCommandLine } from './command-line.js';

const USAGE = `usage: node bench/soak.js [options]     (npm run bench:soak -- [options] rebuilds server/dist first)
  --minutes M            minutes of mixed load (default 10)
  --idle S               seconds without load afterwards, subscriptions still open (default 60)
  --interval S           seconds between samples of the server process (default 10)
  --rate R               actions started per second (default 20)
  --concurrency C        actions unfinished at most (default 16)
  --subscribers N        graphql-ws connections open throughout, one member each (default 1000)
  --rooms K              chat rooms the chat actions use (default 50)
  --seed S               seed of the actions' draw (default 15)
  --scale N              data set size (default 10: 4,582 active members)
  --reuse                keep the data set of an earlier soak (default: seed it again, so every run starts alike)
  --data-dir DIR         data directory (default bench/.data-soak-scale<N>)
  --pg-port P            embedded PostgreSQL port (default 55434)
  --seed-timeout MIN     give up seeding after MIN minutes (default 60)`;

export function soakOptions() {
  const { values, num, dataSet } = parseCommandLine(USAGE, {
    minutes: { type: 'string', default: '10' },
    idle: { type: 'string', default: '60' },
    interval: { type: 'string', default: '10' },
    rate: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '16' },
    subscribers: { type: 'string', default: '1000' },
    rooms: { type: 'string', default: '50' },
    seed: { type: 'string', default: '15' },
    reuse: { type: 'boolean', default: false },
    ...dataSetOptions('55434'),
  });
  return {
    minutes: num('minutes', 0.5, 24 * 60, false),
    idleMs: num('idle', 0, 3600) * 1000,
    intervalMs: num('interval', 1, 600) * 1000,
    rate: num('rate', 0.1, 10_000, false),
    concurrency: num('concurrency', 1, 1000),
    subscribers: num('subscribers', 0, 100_000),
    rooms: num('rooms', 1, 10_000),
    seedValue: num('seed', 0, 2 ** 31),
    // lib/data.js's prepareData: seed, and again even when marked seeded, unless --reuse.
    seed: true,
    reseed: !values.reuse,
    ...dataSet('.data-soak-scale'),
  };
}
