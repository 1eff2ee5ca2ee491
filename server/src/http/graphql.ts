import { msg, type MessageKey } from '@scene-shop/domain';
import type http from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import { Router, type RequestHandler } from 'express';
import type { GraphQLSchema } from 'graphql';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import type { Logger } from 'pino';
import { AppError, unauthenticated } from '../common/errors.js';
import type { Config } from '../config/env.js';
import type { Context } from '../context/context.js';
import { databaseUnavailableStatus } from './database-unavailable.js';
import { errorHandler, formatGraphqlError } from './errors.js';
import { checkCost, parseOptions, validationRules } from './graphql-limits.js';
import { jsonBody } from './json-body.js';
import { persistedQueryCheck } from './persisted-queries.js';
import type { Realtime } from './realtime.js';

/** A request GraphQL over HTTP does not serve at all keeps its 400 for every client (see responseShape). */
const NOT_OVER_HTTP: MessageKey = 'graphql.subscriptionOverHttp';

/** An AppError Apollo answers with its HTTP status. */
function withStatus(e: AppError): AppError {
  e.extensions.http = { status: e.status };
  return e;
}

/**
 * Refuses, once the operation is known and before anything resolves, costly operations and subscriptions: those
 * live on graphql-ws, and over HTTP a subscription's resolver would run once without an event.
 */
const operationLimits: ApolloServerPlugin<Context> = {
  requestDidStart: async () => ({
    didResolveOperation: async ({ schema, document, operation, operationName, request }) => {
      if (operation?.operation === 'subscription') {
        throw withStatus(new AppError('BAD_REQUEST', msg(NOT_OVER_HTTP)));
      }
      try {
        checkCost(schema, document, operationName, request.variables ?? {});
      } catch (e) {
        throw e instanceof AppError ? withStatus(e) : e;
      }
    },
  }),
};

/**
 * Every error names the request (its X-Request-Id), so a member's report can be found in the log. Clients that
 * accept only application/json get 200 for errors in a GraphQL request (GraphQL over HTTP);
 * application/graphql-response+json clients keep the 4xx.
 */
const responseShape: ApolloServerPlugin<Context> = {
  requestDidStart: async () => ({
    willSendResponse: async ({ response, contextValue, request }) => {
      const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
      if (response.body.kind === 'single' && errors) {
        response.body.singleResult.errors = errors.map((e) => ({
          ...e,
          extensions: { ...e.extensions, requestId: contextValue.requestId },
        }));
      }
      const accept = request.http?.headers.get('accept') ?? '';
      const notOverHttp = errors?.some((e) => e.extensions?.key === NOT_OVER_HTTP);
      if (response.http.status === 400 && !notOverHttp && !accept.includes('application/graphql-response+json')) {
        response.http.status = 200;
      }
    },
  }),
};

export function createApollo(
  schema: GraphQLSchema,
  config: Config,
  logger: Logger,
  httpServer: http.Server,
  realtime: Realtime,
  cachePlugins: ApolloServerPlugin<Context>[] = [],
): ApolloServer<Context> {
  return new ApolloServer<Context>({
    schema,
    formatError: formatGraphqlError(logger, config.DEBUG_ERRORS),
    includeStacktraceInErrorResponses: config.DEBUG_ERRORS,
    hideSchemaDetailsFromClientErrors: !config.DEBUG_ERRORS,
    introspection: true,
    allowBatchedHttpRequests: false,
    // main.ts owns shutdown. Apollo's own SIGTERM handler would stop the server first, and @apollo/server 5.5.1
    // never resolves a second, concurrent stop() (app.close's): the process hung instead of exiting.
    stopOnTerminationSignals: false,
    validationRules,
    parseOptions,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      // Nothing reads Apollo's cache hints (the response cache declares its own reads; security.ts sets the HTTP
      // headers). Left on, its per-field hook makes Apollo wrap every resolver of the schema, trivial ones included.
      ApolloServerPluginCacheControlDisabled(),
      { serverWillStart: async () => ({ drainServer: () => realtime.dispose() }) },
      operationLimits,
      responseShape,
      databaseUnavailableStatus,
      ...cachePlugins,
    ],
  });
}

/** Uploads are for members only: a visitor's multipart request is refused before a byte of it is read. */
const membersUpload: RequestHandler = (req, _res, next) => {
  if (!req.is('multipart/form-data')) return next();
  if (!req.ctx.viewer) return next(unauthenticated());
  if (!/boundary=/i.test(req.headers['content-type'] ?? ''))
    return next(new AppError('BAD_USER_INPUT', msg('common.badInput')));
  next();
};

/**
 * The GraphQL multipart request (operations, map, files). One byte over our own limit, so storage sees the excess
 * and answers with its message; a body that breaks off or does not parse is the client's error.
 */
function multipartBody(maxBytes: number): RequestHandler {
  const parse = graphqlUploadExpress({ maxFileSize: maxBytes + 1, maxFiles: 3, maxFieldSize: 1024 * 1024 });
  return (req, res, next) =>
    parse(req, res, (err?: unknown) => {
      const status = (err as { status?: number } | undefined)?.status;
      next(err && !(status && status < 500) ? new AppError('BAD_USER_INPUT', msg('common.badInput')) : err);
    });
}

/**
 * POST and GET /graphql: the response cache's front door (when on), JSON bodies under the strict reviver,
 * member-only uploads, then Apollo.
 */
export function graphqlRouter(
  apollo: ApolloServer<Context>,
  config: Config,
  attach: RequestHandler,
  frontDoor?: RequestHandler,
): Router {
  const router = Router();
  // A person opening /graphql in a browser gets the bundled playground.
  router.get('/graphql', (req, res, next) =>
    req.accepts(['application/json', 'application/graphql-response+json', 'text/html']) === 'text/html'
      ? res.redirect('/playground')
      : next(),
  );
  router.use(
    '/graphql',
    ...(frontDoor ? [frontDoor] : []),
    attach,
    jsonBody(),
    membersUpload,
    multipartBody(config.UPLOAD_MAX_BYTES),
    persistedQueryCheck,
    expressMiddleware(apollo, { context: async ({ req }) => req.ctx }),
  );
  router.use('/graphql', errorHandler('graphql'));
  return router;
}
