import { unwrapResolverError } from '@apollo/server/errors';
import type { ApolloServerPlugin } from '@apollo/server';
import { isDatabaseUnavailable } from '../common/expected-error.js';
import type { Context } from '../context/context.js';

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
