import type { Knex } from '@mikro-orm/postgresql';
import type { ChangeLog } from './change-log.js';
import { TableScanner } from './sql-tables.js';

interface QueryData {
  sql?: string;
  /** The pooled connection the statement ran on (knex 3 puts it on every query event). */
  __knexUid?: string;
  /** Set while that connection runs a transaction. */
  __knexTxId?: string;
}

/**
 * Read-your-writes on this instance. The database's NOTIFY reaches every instance, but only after commit and
 * asynchronously; so the instance also marks its own writes as they happen, for every statement of the process
 * (requests, tests, background work), not only inside requests:
 * - a write statement's response bumps the tables it names (outside a transaction it is committed by then);
 * - inside a transaction the tables are remembered per connection and bumped again when the connection goes back to
 *   the pool: knex releases it only once COMMIT (or ROLLBACK) has answered, and emits no response event for COMMIT.
 *   A reader that started before the commit may have read the old rows, and its answer is stale from there on.
 */
export function trackLocalWrites(knex: Knex, changes: ChangeLog, tablesOf: (sql: string) => string[]): void {
  const pending = new Map<string, Set<string>>();
  knex.on('query-response', (_response: unknown, data: QueryData) => {
    if (typeof data.sql !== 'string' || !TableScanner.isWrite(data.sql)) return;
    const tables = tablesOf(data.sql);
    if (tables.length === 0) return;
    changes.bump(tables);
    if (data.__knexTxId === undefined || data.__knexUid === undefined) return;
    const written = pending.get(data.__knexUid) ?? new Set<string>();
    for (const table of tables) written.add(table);
    pending.set(data.__knexUid, written);
  });
  knex.client.pool?.on('release', (connection: { __knexUid?: string }) => {
    const written = connection.__knexUid === undefined ? undefined : pending.get(connection.__knexUid);
    if (!written) return;
    pending.delete(connection.__knexUid!);
    changes.bump(written);
  });
}
