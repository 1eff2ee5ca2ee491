import { ApolloClient, ApolloLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { OperationTypeNode } from 'graphql';
import { createCache } from './apollo-cache';
import { authorizationHeader, readToken } from './session';
import { createSubscriptionLink, GRAPHQL_PATH } from './subscription-link';

export interface AppApollo {
  client: ApolloClient;
  /** After login or logout: drops cached data and reconnects the socket with the new token. */
  resetForSession(): Promise<void>;
}

export function createApollo(): AppApollo {
  const subscriptions = createSubscriptionLink();

  const auth = new SetContextLink((prev) => {
    const Authorization = authorizationHeader(readToken());
    return { headers: { ...prev.headers, ...(Authorization ? { Authorization } : {}) } };
  });

  const http = new UploadHttpLink({
    uri: GRAPHQL_PATH,
    // The server runs Apollo's CSRF prevention; multipart uploads are only accepted with this header.
    headers: { 'Apollo-Require-Preflight': 'true' },
  });

  const link = ApolloLink.split(
    (op) => op.operationType === OperationTypeNode.SUBSCRIPTION,
    subscriptions.link,
    ApolloLink.from([auth, http]),
  );

  const client = new ApolloClient({ link, cache: createCache() });

  return {
    client,
    async resetForSession() {
      subscriptions.terminate();
      await client.clearStore();
    },
  };
}
