import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';

/** The channel the migration's triggers notify on, with the changed table's name as the payload. */
const CHANNEL = 'scene_shop_cache';
/** Sync markers start so (a space: never a table's name); other instances' markers are ignored. */
const MARKER = 'sync ';
const RECONNECT_MS = 1000;
/** A marker not heard back by then means the feed is broken (the pool's own waits for the database are 5 s). */
const SYNC_TIMEOUT_MS = 5000;

/**
 * Listens to the database's change notifications on one dedicated connection (as PgEventTarget does for events),
 * reconnecting when it is lost; a second connection sends the sync markers. `onLive` hears when it stops and starts
 * listening: notifications sent while no connection listened are lost, so whatever was cached before must go.
 */
export class ChangeFeed {
  private listener: pg.Client | null = null;
  private notifier: pg.Client | null = null;
  private closed = false;
  private readonly marker = `${MARKER}${randomUUID()} `;
  private markers = 0;
  private readonly waiting = new Map<string, () => void>();
  /** The next marker, not sent yet: callers join it. */
  private nextMarker: Promise<void> | null = null;
  /** Settles once the last marker's notify has been sent (the next one goes after it). */
  private markerSent: Promise<void> = Promise.resolve();

  constructor(
    private readonly connectionString: string,
    private readonly logger: Logger,
    private readonly onChange: (table: string) => void,
    private readonly onLive: (live: boolean) => void,
  ) {}

  start(): Promise<void> {
    return this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.drop();
  }

  /**
   * Resolves once every change committed before the call has been heard. PostgreSQL delivers notifications in
   * commit order, so a marker notified now arrives after all of them. Callers that come while a marker waits to be
   * sent share it (it is sent after their call, so it covers them): one marker at a time on the connection, however
   * many reads wait, instead of a query queued per read.
   */
  sync(): Promise<void> {
    const notifier = this.notifier;
    if (!notifier) return Promise.resolve();
    this.nextMarker ??= this.markerSent.then(() => {
      this.nextMarker = null;
      return this.sendMarker(notifier);
    });
    return this.nextMarker;
  }

  private async sendMarker(notifier: pg.Client): Promise<void> {
    const payload = `${this.marker}${++this.markers}`;
    const heard = new Promise<void>((resolve) => this.waiting.set(payload, resolve));
    const timer = setTimeout(() => this.lost(notifier, new Error('sync marker not heard back')), SYNC_TIMEOUT_MS);
    const sent = notifier.query('select pg_notify($1, $2)', [CHANNEL, payload]);
    this.markerSent = sent.then(
      () => undefined,
      () => undefined,
    );
    try {
      await sent;
      await heard;
    } catch {
      // The connection failed: `lost` reconnects and the cache starts empty.
    } finally {
      clearTimeout(timer);
      this.waiting.delete(payload);
    }
  }

  private async connect(): Promise<void> {
    const listener = new pg.Client({ connectionString: this.connectionString });
    const notifier = new pg.Client({ connectionString: this.connectionString });
    listener.on('notification', ({ channel, payload }) => {
      if (channel !== CHANNEL || !payload) return;
      if (payload.startsWith(MARKER)) this.waiting.get(payload)?.();
      else this.onChange(payload);
    });
    for (const client of [listener, notifier]) {
      client.on('error', (err) => this.lost(client, err));
      client.on('end', () => this.lost(client));
    }
    try {
      await Promise.all([listener.connect(), notifier.connect()]);
      await listener.query(`listen ${CHANNEL}`);
    } catch (err) {
      await Promise.all([listener.end(), notifier.end()]).catch(() => undefined);
      throw err;
    }
    if (this.closed) {
      await Promise.all([listener.end(), notifier.end()]);
      return;
    }
    this.listener = listener;
    this.notifier = notifier;
    this.onLive(true);
  }

  /** Ends both connections; whoever waits for a marker stops waiting (nothing is served until the feed is back). */
  private async drop(): Promise<void> {
    const clients = [this.listener, this.notifier];
    this.listener = null;
    this.notifier = null;
    for (const resolve of this.waiting.values()) resolve();
    this.waiting.clear();
    await Promise.all(clients.map((c) => c?.end().catch(() => undefined)));
  }

  private lost(client: pg.Client, err?: Error): void {
    if (this.closed || (client !== this.listener && client !== this.notifier)) return;
    void this.drop();
    this.onLive(false);
    this.logger.warn({ err }, 'cache change feed lost; reconnecting');
    const retry = () => {
      if (this.closed) return;
      this.connect().catch((e: unknown) => {
        this.logger.warn({ err: e }, 'cache change feed failed; retrying');
        setTimeout(retry, RECONNECT_MS);
      });
    };
    setTimeout(retry, RECONNECT_MS);
  }
}
