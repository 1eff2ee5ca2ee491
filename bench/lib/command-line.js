// The command-line parsing bench/run.js, bench/realtime.js and bench/soak.js share.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './data.js';

/** The data set's options every bench takes; `pgPort` differs so that a soak can run beside the other benches. */
export function dataSetOptions(pgPort) {
  return {
    scale: { type: 'string', default: '10' },
    'data-dir': { type: 'string' },
    'pg-port': { type: 'string', default: pgPort },
    'seed-timeout': { type: 'string', default: '60' },
  };
}

/**
 * process.argv read against `options` and --help (which prints `usage` and exits). `num` reads a number option within
 * bounds; `dataSet` reads the options of dataSetOptions, the data directory defaulting to bench/<dirPrefix><scale>.
 */
export function parseCommandLine(usage, options) {
  const { values } = parseArgs({ options: { ...options, help: { type: 'boolean', short: 'h', default: false } } });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const num = (name, min, max, integer = true) => {
    const n = Number(values[name]);
    if (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n))) {
      throw new Error(`--${name} must be ${integer ? 'an integer' : 'a number'} from ${min} to ${max}\n${usage}`);
    }
    return n;
  };
  const dataSet = (dirPrefix) => {
    const scale = num('scale', 0.01, 1000, false);
    return {
      scale,
      dataDir: path.resolve(ROOT, values['data-dir'] ?? `bench/${dirPrefix}${scale}`),
      pgPort: num('pg-port', 1024, 65535),
      seedTimeoutMin: num('seed-timeout', 1, 24 * 60),
    };
  };
  return { values, num, dataSet };
}
