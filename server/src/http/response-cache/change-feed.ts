import pg from 'pg';
import type { Logger } from 'pino';

/** The channel the migration's triggers notify on, with the changed table's name as the payload. */
const CHANNEL = 'scene_shop_cache';
const RECONNECT_MS = 1000;

/**
 * Listens to the database's change notifications on one dedicated connection (as PgEventTarget does for events),
 * reconnecting when it is lost. `onLive` hears when it stops and starts listening: notifications sent while no
 * connection listened are lost, so whatever was cached before must go.
 */
export class ChangeFeed {
  private client: pg.Client | null = null;
  private closed = false;

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
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (msg) => {
      if (msg.channel === CHANNEL && msg.payload) this.onChange(msg.payload);
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    if (this.closed) {
      await client.end();
      return;
    }
    this.client = client;
    this.onLive(true);
  }

  private lost(client: pg.Client, err?: Error): void {
    if (this.closed || this.client !== client) return;
    this.client = null;
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
