import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { RequestHandler } from 'express';
import { ChangeFeed } from './change-feed.js';
import { ChangeLog } from './change-log.js';
import { secondLook } from './front-door.js';
import { currentScope, scoped, type RequestScope } from './request-scope.js';
import { Sessions } from './sessions.js';
import { ResponseStore } from './store.js';

/** The trigger the cache-invalidation migration puts on every table a cached answer may read. */
const TRIGGER = 'scene_shop_cache_notify';
/** The command tags (node-postgres's `result.command`) of statements that change rows. */
const WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE', 'TRUNCATE', 'COPY']);

/**
 * The instance's response cache (RESPONSE_CACHE=on): one store for GraphQL and the shims, the change sequence and
 * the database's change feed, which brings every change of every instance (this one's too) as its table's name.
 * What an answer depends on is what its read declares (common/cache-read.ts).
 *
 * Read-your-writes on this instance: the instance counts its own writes (a statement whose command changes rows, a
 * committed transaction), and a lookup after a write not yet heard of first waits for a sync marker sent through the
 * feed: the marker comes after the write's own notification.
 */
export class ResponseCache {
  readonly changes = new ChangeLog();
  readonly store: ResponseStore;
  /** The members the front door recognises; `sessions.lookup` wraps the full path's viewer lookup. */
  readonly sessions = new Sessions(this.changes);
  /** Tables with the notify trigger: only answers that read nothing else may be kept. */
  private watched = new Set<string>();
  private readonly feed: ChangeFeed;
  /** Whether the change feed listens: while it does not, nothing is served or kept. */
  private listening = false;
  /** This instance's writes so far, and how many of them the feed has surely brought. */
  private writes = 0;
  private heard = 0;
  private catchingUp: { upTo: number; done: Promise<void> } | null = null;

  constructor(
    private readonly orm: MikroORM,
    databaseUrl: string,
    maxMegabytes: number,
    logger: Logger,
  ) {
    this.store = new ResponseStore(this.changes, maxMegabytes * 1024 * 1024);
    this.feed = new ChangeFeed(
      databaseUrl,
      logger,
      (table) => this.changes.bump([table]),
      (live) => this.setLive(live),
    );
  }

  /** After the migrations: learns the watched tables, counts this instance's writes and starts listening. */
  async start(): Promise<void> {
    const rows: { tablename: string }[] = await this.orm.em.getConnection().execute(
      `select t.tablename from pg_tables t where t.schemaname = current_schema() and exists (select 1 from pg_trigger g
         where g.tgrelid = format('%I.%I', t.schemaname, t.tablename)::regclass and g.tgname = ?)`,
      [TRIGGER],
    );
    this.watched = new Set(rows.map((r) => r.tablename));
    this.orm.em.getKnex().on('query-response', (response: { command?: string } | null) => {
      if (!WRITES.has(response?.command ?? '')) return;
      this.writes += 1;
      const scope = currentScope();
      if (scope) scope.wrote = true;
    });
    // A transaction's statements answer before its COMMIT: the write counts again once it is committed.
    this.orm.em.getEventManager().registerSubscriber({ afterTransactionCommit: async () => void (this.writes += 1) });
    await this.feed.start();
  }

  close(): Promise<void> {
    return this.feed.close();
  }

  get live(): boolean {
    return this.listening;
  }

  /** Resolves once every change committed anywhere before the call has been heard. */
  catchUp(): Promise<void> {
    return this.feed.sync();
  }

  /** Resolves once the feed has brought this instance's own writes so far; undefined when nothing is pending. */
  ownWritesHeard(): Promise<void> | undefined {
    if (this.heard >= this.writes || !this.listening) return undefined;
    if (this.catchingUp && this.catchingUp.upTo >= this.writes) return this.catchingUp.done;
    const upTo = this.writes;
    const done = this.feed.sync().then(() => void (this.heard = Math.max(this.heard, upTo)));
    this.catchingUp = { upTo, done };
    return done;
  }

  /**
   * The context middleware, with the rest of the request in a scope that records what it reads; a request the
   * front door let through gets its second look once the viewer is known.
   */
  scoped(attach: RequestHandler): RequestHandler {
    return scoped(attach, () => this.changes.now(), secondLook(this));
  }

  /** Whether a request's answer may be kept: it wrote nothing and read only tables whose changes are announced. */
  storable(scope: RequestScope): boolean {
    if (!this.listening || scope.wrote) return false;
    for (const table of scope.reads) if (!this.watched.has(table)) return false;
    return true;
  }

  private setLive(live: boolean): void {
    this.listening = live;
    this.changes.reset();
    this.store.clear();
  }
}
