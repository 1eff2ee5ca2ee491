import 'reflect-metadata';
import { pino } from 'pino';
import { createApp } from './app.js';
import { openDatabase } from './config/database.js';
import { loadConfig } from './config/env.js';

const config = loadConfig();
const logger = pino({ level: config.LOG_LEVEL });
const db = await openDatabase(config, (msg) => logger.info(msg));
const app = await createApp(config, db.url, logger);
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
