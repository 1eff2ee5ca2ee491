import 'reflect-metadata';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MikroORM } from '@mikro-orm/postgresql';
import express from 'express';
import { pino, type Logger } from 'pino';
import { EventBus } from './common/events.js';
import { KeyedTurns } from './common/keyed-turns.js';
import { OutboxRecovery } from './common/outbox-recovery.js';
import { PgEventTarget } from './common/pg-event-target.js';
import { createTopics } from './common/pubsub.js';
import { RateLimits } from './common/rate-limits.js';
import { countStatementsIn, recordStatement } from './common/sql-counter.js';
import { uploadColumns } from './common/upload-path.js';
import { UploadSweep } from './common/upload-sweep.js';
import { createStorage } from './config/create-storage.js';
import type { Config } from './config/env.js';
import { ormOptions } from './orm-options.js';
import { withStartupLock } from './config/startup-lock.js';
import type { Services } from './context/context.js';
import { compressWhenAccepted } from './http/compression.js';
import { attachContext, contextFactory } from './http/context.js';
import { errorHandler, formatGraphqlError } from './http/errors.js';
import { createApollo, graphqlRouter } from './http/graphql.js';
import { strictQuery } from './http/json-body.js';
import { createMailer } from './common/mail.js';
import { createRealtime, type Realtime } from './http/realtime.js';
import { requestLog } from './http/request-log.js';
import { ResponseCache } from './http/response-cache/response-cache.js';
import { cachePlugins } from './http/response-cache/declared-reads.js';
import { frontDoor } from './http/response-cache/front-door.js';
import { restApi, SHIM_PREFIXES } from './http/rest.js';
import { noStoreWhenPersonal, securityHeaders, serverOptions } from './http/security.js';
import { pageQueries } from './http/page-data.js';
import { readiness } from './http/readiness.js';
import { serveClient, serveUploads } from './http/static-files.js';
import { createStompServer } from './modules/chat/chat.stomp.js';
import { createLoaders, findViewer, gatherHooks, shimTable, subscribeAll } from './modules/index.js';
import { PaymentJobs } from './modules/payment/index.js';
import { createSchema } from './schema.js';
import { seedIfEmpty } from './seeds/seed-if-empty.js';

export interface App {
  server: http.Server;
  orm: MikroORM;
  services: Services;
  logger: Logger;
  /** The response cache (RESPONSE_CACHE=on), else null. */
  cache: ResponseCache | null;
  /** The WebSocket side (graphql-ws at /graphql, STOMP at /ws). */
  realtime: Realtime;
  /** The payment sweep and reconciliation (tests run a round directly). */
  paymentJobs: PaymentJobs;
  /** Resolves once the port is bound; gives the base URL. */
  listen(port?: number): Promise<string>;
  close(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** Counts the statements a request runs and reports them in a header (benchmarks and tests only). */
const statementCountHeader: express.RequestHandler = (_req, res, next) => {
  const counter = { count: 0 };
  // Wrapped before the request runs: an answer from the response cache is written within next().
  const writeHead = res.writeHead.bind(res) as (...a: unknown[]) => http.ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    if (!res.headersSent) res.setHeader('X-SQL-Statements', String(counter.count));
    return writeHead(...args);
  }) as typeof res.writeHead;
  countStatementsIn(() => next(), counter);
};

/** Builds the whole server on one port: GraphQL (HTTP and WebSocket), REST shims, uploads, health and the client. */
export async function createApp(
  config: Config,
  databaseUrl: string,
  logger = pino({ level: config.LOG_LEVEL }),
): Promise<App> {
  const timeouts = {
    statementMs: config.DB_STATEMENT_TIMEOUT_MS,
    lockMs: config.DB_LOCK_TIMEOUT_MS,
    idleInTransactionMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  };
  const orm = await MikroORM.init(ormOptions(databaseUrl, { timeouts, logger }));
  orm.em.getKnex().on('query', recordStatement);
  const storage = createStorage(config);
  await withStartupLock(databaseUrl, async () => {
    await orm.migrator.up();
    if (config.SEED_DEMO) await seedIfEmpty(orm.em.fork(), config, storage, logger);
  });

  // Subscriptions and the chat fan out through PostgreSQL, so several instances on one database act as one.
  const eventTarget = new PgEventTarget(databaseUrl, logger);
  await eventTarget.start();
  const cache = config.RESPONSE_CACHE
    ? new ResponseCache(orm, databaseUrl, config.RESPONSE_CACHE_MAX_MB, logger)
    : null;
  await cache?.start();
  const pubSub = createTopics(eventTarget);
  const services: Services = {
    config,
    logger,
    storage,
    pubSub,
    events: new EventBus(logger, orm),
    limits: new RateLimits(orm.em.getKnex()),
    mailer: createMailer(config, logger),
    productTurns: new KeyedTurns(),
    hooks: gatherHooks(),
  };
  subscribeAll(services.events, { orm, pubSub, mailer: services.mailer, publicUrl: config.PUBLIC_URL });
  // Events a crash kept from their subscribers, or a subscriber failed, are delivered again from start-up on.
  const recovery = new OutboxRecovery(services.events, orm, logger);
  recovery.start();
  // Files whose rows are gone (a crash between a removal's commit and its files' removal) are removed later.
  const sweep = new UploadSweep(
    { databaseUrl, storage, columns: uploadColumns(orm.getMetadata()), logger },
    { everyMs: config.UPLOAD_SWEEP_INTERVAL_MINUTES * 60_000, minAgeMs: config.UPLOAD_SWEEP_MIN_AGE_MINUTES * 60_000 },
  );
  sweep.start();
  // Held orders past their time are released and yesterday's payments reconciled with the provider.
  const paymentJobs = new PaymentJobs(services, orm);
  paymentJobs.start();
  const schema = await createSchema(pubSub);
  const makeContext = contextFactory(services, orm, { findViewer, createLoaders }, cache?.sessions.lookup);
  const attach = cache ? cache.scoped(attachContext(makeContext)) : attachContext(makeContext);

  const app = express();
  const server = http.createServer(serverOptions(config.REQUEST_TIMEOUT_MS), app);
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(requestLog(logger));
  if (config.SQL_COUNT_HEADER) app.use(statementCountHeader);
  app.use(securityHeaders([new URL(config.SHOW_INFO_IMAGE_URL).origin]));
  app.use(compressWhenAccepted());

  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  app.get('/readyz', readiness(orm));
  serveUploads(app, storage);

  const realtime = createRealtime(server, schema, makeContext, formatGraphqlError(logger, config.DEBUG_ERRORS));
  realtime.route('/ws', createStompServer({ makeContext, pubSub, logger }));
  const apollo = createApollo(schema, config, logger, server, realtime, cache ? cachePlugins() : []);
  await apollo.start();
  app.use([...SHIM_PREFIXES, '/graphql'], strictQuery, noStoreWhenPersonal);
  const reportOutcome = config.SQL_COUNT_HEADER;
  app.use(
    graphqlRouter(apollo, config, attach, cache ? frontDoor(cache, { readsBodies: true, reportOutcome }) : undefined),
  );
  if (cache) app.use(SHIM_PREFIXES, frontDoor(cache, { reportOutcome }));
  app.use(restApi(shimTable, attach, config.UPLOAD_MAX_BYTES));
  const clientDist = path.resolve(config.CLIENT_DIST ?? path.join(here, '../../client/dist'));
  serveClient(app, clientDist, logger, pageQueries(apollo, makeContext));
  // Whatever escaped the routers' own handlers still answers JSON without internals.
  app.use(errorHandler('rest'));

  return {
    server,
    orm,
    services,
    logger,
    cache,
    realtime,
    paymentJobs,
    listen: (port = config.PORT) =>
      new Promise((resolve) => {
        server.listen(port, () => {
          const address = server.address();
          resolve(`http://localhost:${typeof address === 'object' && address ? address.port : port}`);
        });
      }),
    close: async () => {
      // WebSockets hear why first (1001 with a reason); Apollo's drain then stops listening, lets the requests in
      // flight finish (10 s at most) and waits for the sockets to close; whatever is left is cut.
      const sockets = realtime.dispose();
      await apollo.stop();
      await sockets;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await recovery.stop();
      await sweep.stop();
      await paymentJobs.stop();
      services.mailer.close();
      await eventTarget.close();
      await cache?.close();
      await orm.close();
    },
  };
}
