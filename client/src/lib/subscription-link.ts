import { ApolloLink } from '@apollo/client';
import { from, mergeMap } from 'rxjs';
import { authorizationHeader, readToken } from './session';

export const GRAPHQL_PATH = '/graphql';

/** ws(s)://<this host>/graphql: the socket follows the page's own origin (and the dev proxy). */
export function graphqlWsUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${GRAPHQL_PATH}`;
}

const reconnectListeners = new Set<() => void>();

/**
 * Calls `listener` each time the socket connects again after losing its connection (graphql-ws resubscribes by
 * itself, but events sent meanwhile are gone: a chat fetches what it missed). Returns the unsubscribe function.
 */
export function onReconnected(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => void reconnectListeners.delete(listener);
}

interface Socket {
  link: ApolloLink;
  terminate(): void;
}

async function openSocket(): Promise<Socket> {
  const [{ createClient }, { GraphQLWsLink }] = await Promise.all([
    import('graphql-ws'),
    import('@apollo/client/link/subscriptions'),
  ]);
  const client = createClient({
    url: graphqlWsUrl(),
    lazy: true,
    // Read at every (re)connect, so a login or logout takes effect without rebuilding the client.
    connectionParams: () => {
      const Authorization = authorizationHeader(readToken());
      return Authorization ? { Authorization } : {};
    },
    on: {
      connected: (_socket, _payload, wasRetry) => {
        if (wasRetry) for (const listener of [...reconnectListeners]) listener();
      },
    },
  });
  return { link: new GraphQLWsLink(client), terminate: () => client.terminate() };
}

/**
 * The link for subscriptions. graphql-ws is loaded with the first subscription (only members have any), so a
 * visitor's first page does not carry it.
 */
export function createSubscriptionLink() {
  let socket: Promise<Socket> | null = null;
  const link = new ApolloLink((operation, forward) =>
    from((socket ??= openSocket())).pipe(mergeMap(({ link: ws }) => ws.request(operation, forward))),
  );
  return {
    link,
    /** Makes active subscriptions reconnect, which re-reads the token. */
    terminate: () => void socket?.then((s) => s.terminate()),
  };
}
