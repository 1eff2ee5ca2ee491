import { ApolloClient, ApolloLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { createCache } from './apollo-cache';
import { authorizationHeader, readToken } from './session';

export const GRAPHQL_PATH = '/graphql';

/** ws(s)://<this host>/graphql: the socket follows the page's own origin (and the dev proxy). */
export function graphqlWsUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${GRAPHQL_PATH}`;
}

export interface AppApollo {
  client: ApolloClient;
  /** After login or logout: drops cached data and reconnects the socket with the new token. */
  resetForSession(): Promise<void>;
}

export function createApollo(): AppApollo {
  const wsClient = createClient({
    url: graphqlWsUrl(),
    lazy: true,
    // Read at every (re)connect, so a login or logout takes effect without rebuilding the client.
    connectionParams: () => {
      const Authorization = authorizationHeader(readToken());
      return Authorization ? { Authorization } : {};
    },
  });

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
    new GraphQLWsLink(wsClient),
    ApolloLink.from([auth, http]),
  );

  const client = new ApolloClient({ link, cache: createCache() });

  return {
    client,
    async resetForSession() {
      // Terminating makes active subscriptions reconnect, which re-reads connectionParams.
      wsClient.terminate();
      await client.clearStore();
    },
  };
}
