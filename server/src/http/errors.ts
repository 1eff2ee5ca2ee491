import { unwrapResolverError } from '@apollo/server/errors';
import type { ErrorRequestHandler, Response } from 'express';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import { AppError, type ErrorCode } from '../common/errors.js';
import { expectedError, isDatabaseUnavailable } from '../common/expected-error.js';
import { MSG } from '../common/messages.js';
import { TooManyRequests } from '../common/rate-limits.js';

function sendError(res: Response, e: AppError, requestId: string, graphql: boolean): void {
  if (e instanceof TooManyRequests) res.setHeader('Retry-After', String(e.retryAfter));
  res.status(e.status);
  if (graphql) res.json({ errors: [{ message: e.message, extensions: { code: e.code, requestId } }] });
  else res.json({ code: e.code, message: e.message, field: e.field ?? null, requestId });
}

/** The last handler: expected failures answer their status and message; anything else is logged, never shown. */
export function errorHandler(kind: 'rest' | 'graphql'): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) return next(err);
    const requestId = String(req.id);
    const expected = expectedError(err);
    if (isDatabaseUnavailable(err)) req.log?.warn({ err }, 'database unavailable');
    if (expected) return sendError(res, expected, requestId, kind === 'graphql');
    req.log?.error({ err }, 'unhandled error');
    sendError(res, new AppError('INTERNAL_SERVER_ERROR', MSG.common.serverError), requestId, kind === 'graphql');
  };
}

const SUGGESTION = / ?Did you mean .+\?$/;

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
      return { message: MSG.common.tooComplex, extensions: { code } };
    }
    if (code && code !== 'INTERNAL_SERVER_ERROR') {
      const message = debug ? formatted.message : formatted.message.replace(SUGGESTION, '');
      return { ...formatted, message, extensions: debug ? formatted.extensions : { code } };
    }
    logger.error({ err: original }, 'unhandled GraphQL error');
    return {
      message: MSG.common.serverError,
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR', ...(debug ? { stacktrace: formatted.extensions?.stacktrace } : {}) },
    };
  };
}
