import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export interface Received<T> {
  got: { data?: T; errors?: { message: string }[] }[];
  errors: unknown[];
}

/** A graphql-ws client for the test server; resolves once the server acknowledged the connection. */
export async function connectWs(baseUrl: string, token?: string): Promise<Client> {
  const client = createClient({
    url: baseUrl.replace('http', 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: token ? { Authorization: `Bearer ${token}` } : {},
    lazy: false,
  });
  await new Promise<void>((resolve) => client.on('connected', () => resolve()));
  return client;
}

/** The graphql-ws clients a test file opens, all closed by `closeAll` in its afterAll. */
export function openedClients() {
  const clients: Client[] = [];
  return {
    async open(baseUrl: string, token?: string): Promise<Client> {
      const client = await connectWs(baseUrl, token);
      clients.push(client);
      return client;
    },
    closeAll: async () => void (await Promise.all(clients.map((c) => c.dispose()))),
  };
}

/** Starts a subscription and collects what it delivers. */
export function collect<T>(client: Client, query: string): Received<T> {
  const received: Received<T> = { got: [], errors: [] };
  client.subscribe(
    { query },
    { next: (v) => void received.got.push(v as never), error: (e) => void received.errors.push(e), complete: () => {} },
  );
  return received;
}

export async function waitFor(check: () => boolean, ms = 3000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Lets the server register a just-started subscription before the test publishes. */
export const settle = () => new Promise((r) => setTimeout(r, 100));
