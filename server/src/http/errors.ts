import { unwrapResolverError } from '@apollo/server/errors';
import type { ErrorRequestHandler, Request, Response } from 'express';
import { isMessageKey, koreanText, msg, type Message } from '@scene-shop/domain';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import { AppError, type ErrorCode } from '../common/errors.js';
import { expectedError, isDatabaseUnavailable } from '../common/expected-error.js';
import { TooManyRequests } from '../common/rate-limits.js';

const GRAPHQL_RESPONSE = 'application/graphql-response+json';

function sendError(req: Request, res: Response, e: AppError, requestId: string, graphql: boolean): void {
  if (e instanceof TooManyRequests) res.setHeader('Retry-After', String(e.retryAfter));
  res.status(e.status);
  const { code, key, args } = e;
  if (!graphql) return void res.json({ code, message: e.message, field: e.field ?? null, key, args, requestId });
  // A GraphQL request refused before GraphQL ran (an upload too large, a request too slow) answers as Apollo Server
  // answers its own refusals: in the GraphQL response type when the client takes it, so the client reads the error
  // (and its key, shown in the reader's language) as a GraphQL error instead of a failed transport.
  if (req.accepts(['application/json', GRAPHQL_RESPONSE]) === GRAPHQL_RESPONSE) res.type(GRAPHQL_RESPONSE);
  const field = e.field ? { field: e.field } : {};
  res.json({ errors: [{ message: e.message, extensions: { code, key, args, ...field, requestId } }] });
}

/** The last handler: expected failures answer their status and message; anything else is logged, never shown. */
export function errorHandler(kind: 'rest' | 'graphql'): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) return next(err);
    const requestId = String(req.id);
    const expected = expectedError(err);
    if (isDatabaseUnavailable(err)) req.log?.warn({ err }, 'database unavailable');
    if (expected) return sendError(req, res, expected, requestId, kind === 'graphql');
    req.log?.error({ err }, 'unhandled error');
    sendError(
      req,
      res,
      new AppError('INTERNAL_SERVER_ERROR', msg('common.serverError')),
      requestId,
      kind === 'graphql',
    );
  };
}

const SUGGESTION = / ?Did you mean .+\?$/;

/** A message's key and arguments, for the extensions of an error answered with it. */
const keyed = (message: Message) => ({ key: message.key, args: message.args });

/** The key and arguments a GraphQL validation error of ours carries (the limits'); graphql's own carry none. */
function keyOf(extensions: GraphQLFormattedError['extensions']) {
  const key = extensions?.key;
  return isMessageKey(key) && Array.isArray(extensions?.args) ? { key, args: extensions.args as Message['args'] } : {};
}

/**
 * GraphQL errors as clients see them: a stable code and a message; internals are logged, and stack traces and
 * schema suggestions appear only with DEBUG_ERRORS.
 */
export function formatGraphqlError(logger: Logger, debug: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const expected =
      original instanceof GraphQLError && !(original instanceof AppError) ? null : expectedError(original);
    if (isDatabaseUnavailable(original)) logger.warn({ err: original }, 'database unavailable');
    if (expected) {
      const code: ErrorCode = expected.code;
      // `http` (status and headers) is for Apollo Server, not for the client.
      const { http: _http, ...extensions } = expected.extensions;
      return { message: expected.message, path: formatted.path, extensions: { ...extensions, code } };
    }
    const code = formatted.extensions?.code;
    if (code === 'GRAPHQL_PARSE_FAILED' && /contains more th\w+ \d+ tokens/.test(formatted.message)) {
      const tooComplex = msg('common.tooComplex');
      return { message: koreanText(tooComplex), extensions: { code, ...keyed(tooComplex) } };
    }
    if (code && code !== 'INTERNAL_SERVER_ERROR') {
      const message = debug ? formatted.message : formatted.message.replace(SUGGESTION, '');
      return {
        ...formatted,
        message,
        extensions: debug ? formatted.extensions : { code, ...keyOf(formatted.extensions) },
      };
    }
    logger.error({ err: original }, 'unhandled GraphQL error');
    const serverError = msg('common.serverError');
    return {
      message: koreanText(serverError),
      path: formatted.path,
      extensions: {
        code: 'INTERNAL_SERVER_ERROR',
        ...keyed(serverError),
        ...(debug ? { stacktrace: formatted.extensions?.stacktrace } : {}),
      },
    };
  };
}
