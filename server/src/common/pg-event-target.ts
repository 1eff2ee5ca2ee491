import pg from 'pg';
import type { Logger } from 'pino';

/** One channel for every topic: the topic travels in the payload, so no channel name ever nears PostgreSQL's limit. */
const CHANNEL = 'scene_shop_events';
/** The application_name of each instance's event connection, as pg_stat_activity shows it. */
export const EVENT_CONNECTION_NAME = 'scene-shop events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_NOTIFY_BYTES = 7900;
const RECONNECT_MS = 1000;

type Listener = ((event: Event) => void) | { handleEvent(event: Event): void };

/**
 * An EventTarget shared by every server instance on one database: `dispatchEvent` sends a NOTIFY, and every
 * instance (this one included) hands the event to its own listeners when PostgreSQL delivers it. One connection both
 * listens and notifies, so one instance's events reach everyone in the order it sent them.
 */
export class PgEventTarget implements EventTarget {
  private readonly listeners = new Map<string, Set<Listener>>();
  private client: pg.Client | null = null;
  private closed = false;
  private connecting: Promise<void> | null = null;
  /** NOTIFYs go out one after another: one connection runs one query at a time, and the order is kept. */
  private sending: Promise<void> = Promise.resolve();

  constructor(
    private readonly connectionString: string,
    private readonly logger: Logger,
  ) {}

  /** Resolves once this instance listens; events dispatched before that are still sent. */
  start(): Promise<void> {
    this.connecting ??= this.connect();
    return this.connecting;
  }

  addEventListener(type: string, listener: Listener | null): void {
    if (!listener) return;
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: Listener | null): void {
    const set = this.listeners.get(type);
    if (!set || !listener) return;
    set.delete(listener);
    if (set.size === 0) this.listeners.delete(type);
  }

  dispatchEvent(event: Event): boolean {
    const payload = JSON.stringify({ t: event.type, d: (event as CustomEvent).detail });
    if (Buffer.byteLength(payload) > MAX_NOTIFY_BYTES) {
      this.logger.error({ topic: event.type }, 'event too large to fan out; not sent');
      return false;
    }
    this.sending = this.sending.then(() => this.notify(payload));
    return true;
  }

  /** How many listeners this instance holds: live subscriptions, for tests and the bench. */
  listenerCount(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async notify(payload: string): Promise<void> {
    try {
      await this.start();
      if (!this.client) throw new Error('no event connection');
      await this.client.query('select pg_notify($1, $2)', [CHANNEL, payload]);
    } catch (err) {
      this.logger.error({ err }, 'event not sent');
    }
  }

  private receive(payload: string | undefined): void {
    if (!payload) return;
    let message: { t: string; d: unknown };
    try {
      message = JSON.parse(payload) as { t: string; d: unknown };
    } catch {
      return;
    }
    const set = this.listeners.get(message.t);
    if (!set) return;
    const event = new CustomEvent(message.t, { detail: message.d });
    for (const listener of [...set]) {
      if (typeof listener === 'function') listener(event);
      else listener.handleEvent(event);
    }
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString, application_name: EVENT_CONNECTION_NAME });
    client.on('notification', (msg) => this.receive(msg.payload));
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    if (this.closed) await client.end();
    else this.client = client;
  }

  /** Events sent while the connection is down are lost; clients fetch what they missed when they resubscribe. */
  private lost(client: pg.Client, err?: Error): void {
    if (this.closed || this.client !== client) return;
    this.client = null;
    this.logger.warn({ err }, 'event connection lost; reconnecting');
    const retry = () => {
      if (this.closed) return;
      this.connecting = this.connect().catch((e: unknown) => {
        this.logger.warn({ err: e }, 'event connection failed; retrying');
        setTimeout(retry, RECONNECT_MS);
      });
    };
    setTimeout(retry, RECONNECT_MS);
  }
}
