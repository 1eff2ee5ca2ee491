import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApolloServer } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { MikroORM } from '@mikro-orm/postgresql';
import express, { type Request } from 'express';
import type { GraphQLFormattedError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { WebSocketServer } from 'ws';
import { AppError } from './common/errors.js';
import { MSG } from './common/messages.js';
import { createTopics } from './common/pubsub.js';
import { restErrorHandler } from './common/rest.js';
import { countStatementsIn, recordStatement } from './common/sql-counter.js';
import { LocalStorage } from './common/storage.js';
import type { Config } from './config/env.js';
import { ormOptions } from './config/orm.js';
import { makeContext, type Context, type Services } from './context/context.js';
import { tokenFromHeader } from './context/token.js';
import { createSchema } from './schema.js';
import { restRouters } from './rest.js';
import { seedIfEmpty } from './seeds/seed-if-empty.js';

export interface App {
  server: http.Server;
  orm: MikroORM;
  services: Services;
  logger: Logger;
  /** Resolves once the port is bound; gives the base URL. */
  listen(port?: number): Promise<string>;
  close(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));

function hideInternals(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof AppError) return formatted;
    const code = formatted.extensions?.code;
    if (code && code !== 'INTERNAL_SERVER_ERROR') return formatted;
    logger.error({ err: original }, 'unhandled GraphQL error');
    return { message: MSG.common.serverError, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

/** Builds the whole server on one port: GraphQL (HTTP and WebSocket), REST shims, uploads, health and the client. */
export async function createApp(
  config: Config,
  databaseUrl: string,
  logger = pino({ level: config.LOG_LEVEL }),
): Promise<App> {
  const orm = await MikroORM.init(ormOptions(databaseUrl));
  orm.em.getKnex().on('query', recordStatement);
  await orm.migrator.up();
  if (config.SEED_DEMO) await seedIfEmpty(orm.em.fork(), config, logger);

  const services: Services = {
    config,
    logger,
    storage: new LocalStorage(path.resolve(config.UPLOAD_DIR), config.UPLOAD_MAX_BYTES),
    pubSub: createTopics(),
  };
  const schema = await createSchema(services.pubSub);
  const context = (req: Request): Promise<Context> =>
    makeContext(services, orm.em.fork(), tokenFromHeader(req.headers.authorization), String(req.id));

  const app = express();
  const server = http.createServer(app);
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    }),
  );
  if (config.SQL_COUNT_HEADER) {
    // Counts the statements a request runs and reports them in a header (benchmarks and tests only).
    app.use((_req, res, next) => {
      const { counter } = countStatementsIn(() => next());
      const writeHead = res.writeHead.bind(res) as (...a: unknown[]) => http.ServerResponse;
      res.writeHead = ((...args: unknown[]) => {
        if (!res.headersSent) res.setHeader('X-SQL-Statements', String(counter.count));
        return writeHead(...args);
      }) as typeof res.writeHead;
    });
  }

  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  app.get('/readyz', async (_req, res) => {
    try {
      await orm.em.getConnection().execute('select 1');
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    }
  });
  app.use('/uploads', express.static(path.resolve(config.UPLOAD_DIR), { fallthrough: false, maxAge: '1h' }));

  const wsServer = new WebSocketServer({ server, path: '/graphql' });
  const wsCleanup = useServer(
    {
      schema,
      // One EntityManager per subscription operation; the token travels in connectionParams.
      context: (c): Promise<Context> =>
        makeContext(
          services,
          orm.em.fork(),
          tokenFromHeader(c.connectionParams?.Authorization ?? c.connectionParams?.authorization),
          randomUUID(),
        ),
    },
    wsServer,
  );
  const apollo = new ApolloServer<Context>({
    schema,
    formatError: hideInternals(logger),
    introspection: true,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer: server }),
      ApolloServerPluginLandingPageDisabled(),
      { serverWillStart: async () => ({ drainServer: async () => void (await wsCleanup.dispose()) }) },
    ],
  });
  await apollo.start();

  // A person opening /graphql in a browser gets the bundled playground.
  app.get('/graphql', (req, res, next) =>
    req.accepts(['application/json', 'text/html']) === 'text/html' ? res.redirect('/playground') : next(),
  );
  app.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    // One byte over our own limit, so storage sees the excess and answers with its message.
    graphqlUploadExpress({ maxFileSize: config.UPLOAD_MAX_BYTES + 1, maxFiles: 5 }),
    expressMiddleware(apollo, { context: async ({ req }) => context(req) }),
  );

  app.use('/api', express.json({ limit: '1mb' }), async (req, _res, next) => {
    req.ctx = await context(req);
    next();
  });
  app.use(restRouters());
  app.use('/api', (_req, res) => void res.status(404).json({ code: 'NOT_FOUND', message: MSG.common.notFound }));
  app.use(restErrorHandler);

  const clientDist = path.resolve(config.CLIENT_DIST ?? path.join(here, '../../client/dist'));
  if (fs.existsSync(path.join(clientDist, 'index.html'))) {
    app.use(express.static(clientDist, { index: false, maxAge: '1h' }));
    app.get('/{*path}', (_req, res) => res.sendFile(path.join(clientDist, 'index.html')));
  } else {
    logger.warn({ clientDist }, 'client build not found: run `npm run build -w client`');
  }

  return {
    server,
    orm,
    services,
    logger,
    listen: (port = config.PORT) =>
      new Promise((resolve) => {
        server.listen(port, () => {
          const address = server.address();
          resolve(`http://localhost:${typeof address === 'object' && address ? address.port : port}`);
        });
      }),
    close: async () => {
      await apollo.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await orm.close();
    },
  };
}
