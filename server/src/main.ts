import 'reflect-metadata';
import { pino } from 'pino';
import { createApp, type App } from './app.js';
import { ConfigError } from './config/config-error.js';
import { openDatabase } from './config/database.js';
import { loadConfig, type Config } from './config/env.js';
import { heapLimitMegabytes, heapProblem } from './config/heap.js';

/** A bad setting ends the start with one line per setting and exit code 1; anything else keeps its stack trace. */
function exitOnBadSettings(e: unknown): never {
  if (!(e instanceof ConfigError)) throw e;
  for (const problem of e.problems) process.stderr.write(`Invalid setting ${problem}\n`);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (e) {
  exitOnBadSettings(e);
}
const heap = heapProblem(config.RESPONSE_CACHE ? config.RESPONSE_CACHE_MAX_MB : 0, heapLimitMegabytes());
if (heap) exitOnBadSettings(new ConfigError([heap]));
const logger = pino({ level: config.LOG_LEVEL });
const db = await openDatabase(config, (msg) => logger.info(msg));
let app: App;
try {
  app = await createApp(config, db.url, logger);
} catch (e) {
  // ADMIN_PASSWORD is needed only when the first start creates the admin: it is checked against the database.
  await db.stop();
  exitOnBadSettings(e);
}
const url = await app.listen();
logger.info(`Scene Shop is running at ${url} (GraphQL ${url}/graphql, playground ${url}/playground)`);

/** Past this a shutdown is stuck: the drain itself gives requests in flight 10 s. */
const SHUTDOWN_LIMIT_MS = 20_000;

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal}: shutting down`);
  setTimeout(() => {
    logger.error(`shutdown took over ${SHUTDOWN_LIMIT_MS} ms`);
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS).unref();
  try {
    await app.close();
    await db.stop();
    logger.info('shut down');
    process.exit(0);
  } catch (err) {
    logger.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
