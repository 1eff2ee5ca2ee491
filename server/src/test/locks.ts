import type { TestApp } from './harness.js';

/**
 * How many statements of the app's database wait for a row another transaction holds: a test that holds a row waits
 * until the request it started is blocked on it before going on, to play a race in one fixed order.
 */
export async function lockWaits(t: TestApp): Promise<number> {
  const [row] = await t
    .em()
    .execute<{ n: number }[]>(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
  return row!.n;
}
