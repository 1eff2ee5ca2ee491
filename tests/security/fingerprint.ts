import type { EntityManager } from '@mikro-orm/postgresql';

/** Tables whose rows may change under hostile traffic by design: migrations bookkeeping and rate-limit counters. */
const IGNORED = (table: string) => table === 'mikro_orm_migrations' || /^(rate_limit|rl_)/.test(table);

/** One md5 per table over all its rows, sorted, so any inserted, deleted or updated row changes it. */
export async function fingerprint(em: EntityManager): Promise<Map<string, string>> {
  const tables = await em
    .getConnection()
    .execute<{ tablename: string }[]>(`select tablename from pg_tables where schemaname = 'public' order by 1`);
  const prints = new Map<string, string>();
  for (const { tablename } of tables) {
    if (IGNORED(tablename)) continue;
    const [row] = await em.getConnection().execute<{ rows: string; hash: string }[]>(
      `select count(*)::text as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash
           from "${tablename.replace(/"/g, '""')}" t`,
    );
    prints.set(tablename, `${row!.rows} rows, md5 ${row!.hash}`);
  }
  return prints;
}

/** Every table that differs, appeared or disappeared, with its row count and hash before and after. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = [...new Set([...before.keys(), ...after.keys()])].sort();
  return names
    .filter((t) => before.get(t) !== after.get(t))
    .map((t) => `${t}: ${before.get(t) ?? 'absent'} → ${after.get(t) ?? 'absent'}`);
}
