import { randomUUID } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { App } from '../app.js';
import { AlertCategory } from '../common/enums.js';
import { TOPIC } from '../common/pubsub.js';

export interface Received<T> {
  got: { data?: T; errors?: { message: string }[] }[];
  errors: unknown[];
  /** The server has ended the subscription (completed it, or failed it): nothing more can arrive. */
  ended: boolean;
}

/** Operations the clients of connectWs have sent that no test server has answered yet (see settle). */
const unanswered = new Set<string>();
const whenAllAnswered: (() => void)[] = [];

function answered(id: string) {
  unanswered.delete(id);
  if (unanswered.size === 0) for (const resolve of whenAllAnswered.splice(0)) resolve();
}

/** Lets settle() hear when `app` answers an operation (startTestApp does this for every server it starts). */
export function followAnswers(app: App): void {
  app.realtime.events.on('answered', answered);
}

/** A graphql-ws client for the test server; resolves once the server acknowledged the connection. */
export async function connectWs(baseUrl: string, token?: string): Promise<Client> {
  const sent = new Set<string>();
  const client = createClient({
    url: baseUrl.replace('http', 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: token ? { Authorization: `Bearer ${token}` } : {},
    lazy: false,
    generateID: () => {
      const id = randomUUID();
      sent.add(id);
      unanswered.add(id);
      return id;
    },
  });
  // A closed connection's operations will not be answered.
  client.on('closed', () => {
    for (const id of sent) answered(id);
    sent.clear();
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
  const received: Received<T> = { got: [], errors: [], ended: false };
  client.subscribe(
    { query },
    {
      next: (v) => void received.got.push(v as never),
      error: (e) => {
        received.errors.push(e);
        received.ended = true;
      },
      complete: () => void (received.ended = true),
    },
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

/**
 * Resolves once the server has started (or refused) every operation the test's clients have sent, so a subscription
 * started just before hears what the test publishes next.
 */
export function settle(ms = 10_000): Promise<void> {
  if (unanswered.size === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${unanswered.size} operations still unanswered`)), ms);
    whenAllAnswered.push(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** A member number no one has: the marker of eventsDelivered goes to nobody's alerts. */
const NOBODY = -1;

/**
 * Resolves once every event `app` has published so far has come back from PostgreSQL and reached its listeners (one
 * connection sends and hears them, in order): a subscription started afterwards hears none of them.
 */
export async function eventsDelivered(app: App): Promise<void> {
  const { pubSub } = app.services;
  const events = pubSub.subscribe(TOPIC.ALERT, NOBODY);
  const heard = events.next();
  const marker = { no: 0, category: AlertCategory.ORDER, content: '', path: null, isRead: false, date: '' };
  pubSub.publish(TOPIC.ALERT, NOBODY, { ...marker, messageKey: null, messageArgs: null, memberLanguage: null });
  await heard;
  await events.return();
}
