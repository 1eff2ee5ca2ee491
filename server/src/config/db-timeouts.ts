/** The server's limits on PostgreSQL, from DB_STATEMENT_TIMEOUT_MS, DB_LOCK_TIMEOUT_MS and DB_IDLE_IN_TRANSACTION_TIMEOUT_MS. */
export interface DatabaseTimeouts {
  statementMs: number;
  lockMs: number;
  idleInTransactionMs: number;
}

/**
 * How much longer than the statement timeout the client waits for a server that says nothing at all (stopped,
 * frozen, its host gone): PostgreSQL's own cancel, which leaves the connection usable, comes first.
 */
export const SILENCE_GRACE_MS = 1000;

/** node-postgres connection settings: PostgreSQL enforces the three timeouts, the client gives up on silence. */
export const connectionTimeouts = (t: DatabaseTimeouts) => ({
  statement_timeout: t.statementMs,
  lock_timeout: t.lockMs,
  idle_in_transaction_session_timeout: t.idleInTransactionMs,
  query_timeout: t.statementMs + SILENCE_GRACE_MS,
});

/** node-postgres's message when query_timeout passes without an answer. */
export const READ_TIMEOUT = 'Query read timeout';

type Callback = (err: Error | null, result?: unknown) => void;

/** The parts of a node-postgres client this touches. */
export interface PgClient {
  query(...args: unknown[]): unknown;
  connection: { stream: { destroy(error?: Error): void } };
}

/**
 * node-postgres's query_timeout fails the statement but leaves its connection waiting for the answer: the
 * transaction's rollback, queued behind it, would wait as long again, and a connection that got its answer late would
 * go back to the pool inside the abandoned transaction. So a statement that timed out cuts its connection: what is
 * queued on it fails at once, knex's pool drops it, and PostgreSQL rolls the transaction back when it sees the socket
 * closed. Knex calls `query(config, callback)`; the promise form is covered too.
 */
export function cutOnReadTimeout(conn: PgClient): void {
  const query = conn.query.bind(conn);
  const cutIfTimedOut = (err: unknown) => {
    if (err instanceof Error && err.message === READ_TIMEOUT) {
      conn.connection.stream.destroy(
        Object.assign(new Error('PostgreSQL did not answer in time'), { code: 'ETIMEDOUT' }),
      );
    }
  };
  conn.query = (...args: unknown[]) => {
    const callback = args.at(-1);
    if (typeof callback !== 'function') {
      const result = query(...args);
      if (result instanceof Promise) result.catch(cutIfTimedOut);
      return result;
    }
    return query(...args.slice(0, -1), (err: Error | null, result?: unknown) => {
      cutIfTimedOut(err);
      (callback as Callback)(err, result);
    });
  };
}
