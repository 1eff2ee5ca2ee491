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

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal}: shutting down`);
  await app.close();
  await db.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
