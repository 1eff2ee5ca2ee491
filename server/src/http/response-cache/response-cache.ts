import type { MikroORM } from '@mikro-orm/postgresql';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { EventBus } from '../../common/events.js';
import { UNWATCHED_TABLES } from '../../common/unwatched-tables.js';
import { ChangeFeed } from './change-feed.js';
import { ChangeLog } from './change-log.js';
import { secondLook } from './front-door.js';
import { EVENT_TABLES } from './hints.js';
import { trackLocalWrites } from './local-writes.js';
import { recordTables, scoped, type RequestScope } from './request-scope.js';
import { Sessions } from './sessions.js';
import { TableScanner } from './sql-tables.js';
import { ResponseStore } from './store.js';

/** The trigger the cache-invalidation migration puts on every table a cached answer may read. */
const TRIGGER = 'scene_shop_cache_notify';

/**
 * The instance's response cache (RESPONSE_CACHE=on): one store for GraphQL and the shims, the change sequence,
 * the statement hooks that record what each request read and what this process wrote, and the database's change
 * feed that brings every instance's writes.
 */
export class ResponseCache {
  readonly changes = new ChangeLog();
  readonly store: ResponseStore;
  /** The members the front door recognises; `sessions.lookup` wraps the full path's viewer lookup. */
  readonly sessions = new Sessions(this.changes);
  private scanner = new TableScanner([]);
  /** Tables with the notify trigger: only answers that read nothing else may be kept. */
  private watched = new Set<string>();
  private readonly feed: ChangeFeed;
  /** Whether the change feed listens: while it does not, nothing is served or kept. */
  private listening = false;

  constructor(
    private readonly orm: MikroORM,
    databaseUrl: string,
    maxMegabytes: number,
    private readonly logger: Logger,
  ) {
    this.store = new ResponseStore(this.changes, maxMegabytes * 1024 * 1024);
    this.feed = new ChangeFeed(
      databaseUrl,
      logger,
      (table) => this.changes.bump([table]),
      (live) => this.setLive(live),
    );
  }

  /** After the migrations: learns the tables, hooks the statements and starts listening. */
  async start(): Promise<void> {
    const rows: { tablename: string; watched: boolean }[] = await this.orm.em.getConnection().execute(
      `select t.tablename, exists (select 1 from pg_trigger g where g.tgrelid = format('%I.%I', t.schemaname, t.tablename)::regclass and g.tgname = ?) as watched
         from pg_tables t where t.schemaname = current_schema()`,
      [TRIGGER],
    );
    this.scanner = new TableScanner(rows.map((r) => r.tablename));
    this.watched = new Set(rows.filter((r) => r.watched).map((r) => r.tablename));
    // A migration that ran after the trigger migration (an older timestamp merged late) leaves its tables unwatched.
    const unwatched = rows.filter((r) => !r.watched && !UNWATCHED_TABLES.includes(r.tablename));
    if (unwatched.length > 0) {
      const tables = unwatched.map((r) => r.tablename);
      this.logger.warn({ tables }, 'tables without the cache notify trigger: answers that read them are never kept');
    }
    const knex = this.orm.em.getKnex();
    const tablesOf = (sql: string) => this.scanner.tables(sql);
    knex.on('query', recordTables(tablesOf));
    trackLocalWrites(knex, this.changes, tablesOf);
    await this.feed.start();
  }

  close(): Promise<void> {
    return this.feed.close();
  }

  get live(): boolean {
    return this.listening;
  }

  /** Domain events that name a change bump their tables at once (the triggers stay the guarantee). */
  subscribe(events: EventBus): void {
    for (const [name, tables] of Object.entries(EVENT_TABLES) as [keyof typeof EVENT_TABLES, readonly string[]][]) {
      events.on(name, () => this.changes.bump(tables));
    }
  }

  /**
   * The context middleware, with the rest of the request in a scope that records what it reads; a GraphQL request
   * the front door let through gets its second look once the viewer is known.
   */
  scoped(attach: RequestHandler): RequestHandler {
    return scoped(attach, () => this.changes.now(), secondLook(this));
  }

  /** Whether a request's answer may be kept: it wrote nothing and read only tables whose changes are announced. */
  storable(scope: RequestScope): boolean {
    if (!this.listening || scope.wrote) return false;
    for (const table of scope.tables) if (!this.watched.has(table)) return false;
    return true;
  }

  private setLive(live: boolean): void {
    this.listening = live;
    this.changes.reset();
    this.store.clear();
  }
}
