import { ApolloClient, gql, InMemoryCache } from '@apollo/client';
import type * as GraphQL from 'graphql';
// Named apart: it is graphql-ws's server set-up, not a React hook.
import { useServer as serveGraphqlWs } from 'graphql-ws/use/ws';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocketServer } from 'ws';
import { createSubscriptionLink, onReconnected } from './subscription-link';

// graphql-ws's server runs on Node's copy of graphql: the schema must come from the same one.
const { buildSchema } = createRequire(import.meta.url)('graphql') as typeof GraphQL;
const schema = buildSchema('type Query { ok: Boolean } type Subscription { ticks: Int }');

function signal() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** A real graphql-ws server whose subscription stays open; `subscribed` resolves at each (re)subscription. */
async function startServer() {
  const http: Server = createServer();
  const wss = new WebSocketServer({ server: http, path: '/graphql' });
  let subscribed = signal();
  const roots = {
    subscription: {
      async *ticks() {
        subscribed.resolve();
        await new Promise(() => {});
        yield 0;
      },
    },
  };
  const disposable = serveGraphqlWs({ schema, roots }, wss);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    port: (http.address() as AddressInfo).port,
    nextSubscription: () => subscribed.promise,
    /** Cuts every connection the way a network failure does (no close handshake). */
    dropConnections() {
      subscribed = signal();
      for (const socket of wss.clients) socket.terminate();
    },
    async stop() {
      await disposable.dispose();
      await new Promise((resolve) => http.close(resolve));
    },
  };
}

/** The socket follows the page's own host: the page moves to the test server's. */
const pointPageAt = (port: number) =>
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`http://127.0.0.1:${port}/`);

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('subscription link', () => {
  it('tells listeners when the socket is back after losing its connection, not on the first connect', async () => {
    const server = await startServer();
    cleanups.push(() => server.stop());
    pointPageAt(server.port);
    const reconnected = vi.fn();
    cleanups.push(onReconnected(reconnected));
    const { link, terminate } = createSubscriptionLink();
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    const subscription = client.subscribe({ query: gql('subscription Ticks { ticks }') }).subscribe({});
    cleanups.push(() => subscription.unsubscribe(), terminate);

    await server.nextSubscription();
    expect(reconnected).not.toHaveBeenCalled();

    server.dropConnections();
    // graphql-ws waits a randomised second or more before its first retry, then resubscribes.
    await server.nextSubscription();
    expect(reconnected).toHaveBeenCalledOnce();
  });

  it('stops telling a listener that unsubscribed', async () => {
    const server = await startServer();
    cleanups.push(() => server.stop());
    pointPageAt(server.port);
    const kept = vi.fn();
    const dropped = vi.fn();
    cleanups.push(onReconnected(kept));
    onReconnected(dropped)();
    const { link, terminate } = createSubscriptionLink();
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    const subscription = client.subscribe({ query: gql('subscription Ticks { ticks }') }).subscribe({});
    cleanups.push(() => subscription.unsubscribe(), terminate);

    await server.nextSubscription();
    server.dropConnections();
    await server.nextSubscription();
    expect(kept).toHaveBeenCalledOnce();
    expect(dropped).not.toHaveBeenCalled();
  });
});
