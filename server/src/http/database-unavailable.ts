import { unwrapResolverError } from '@apollo/server/errors';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Context } from '../context/context.js';

/** Socket failures on the way to PostgreSQL: refused while it is down, reset or broken when it stops. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own: class 08 (connection exception), 57P01–57P03 (shutting down, crashed, not yet accepting
 * connections) and 53300 (too many connections).
 */
const SQLSTATE = /^(08...|57P0[123]|53300)$/;

/**
 * node-postgres's and knex's messages, which carry no code: the connection ended under a query, a connect timed out,
 * no pooled connection came free in time. Knex puts the statement before the message (`select 1 - Connection…`).
 */
const MESSAGE =
  /(^| - )(Connection terminated|timeout expired|Client has encountered a connection error|Knex: Timeout acquiring a connection)/;

/** Whether the error means the database cannot be reached now, as opposed to a statement that failed. */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = String((err as { code?: unknown }).code ?? '');
  return NETWORK_CODES.has(code) || SQLSTATE.test(code) || MESSAGE.test(err.message);
}

/**
 * GraphQL answers that failed for want of the database get HTTP 503 (as REST does), so a balancer or client retry
 * policy can tell an outage from a bad request. The formatter gives them the code and message.
 */
export const databaseUnavailableStatus: ApolloServerPlugin<Context> = {
  requestDidStart: async () => ({
    didEncounterErrors: async ({ errors, response }) => {
      if (errors.some((e) => isDatabaseUnavailable(unwrapResolverError(e)))) response.http.status = 503;
    },
  }),
};
