import type { EntityManager } from '@mikro-orm/postgresql';

/** Tables whose rows may change under hostile traffic by design: migrations bookkeeping and rate-limit counters. */
const IGNORED = (table: string) => table === 'mikro_orm_migrations' || /^(rate_limit|rl_)/.test(table);

/** One md5 per table over all its rows, sorted, so any inserted, deleted or updated row changes it; one statement. */
export async function fingerprint(em: EntityManager): Promise<Map<string, string>> {
  const tables = await em
    .getConnection()
    .execute<{ tablename: string }[]>(`select tablename from pg_tables where schemaname = 'public' order by 1`);
  const selects = tables
    .map((t) => t.tablename)
    .filter((name) => !IGNORED(name))
    .map((name) => {
      const quoted = `"${name.replace(/"/g, '""')}"`;
      return `select '${name.replace(/'/g, "''")}' as tablename, count(*)::text as rows,
                md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from ${quoted} t`;
    });
  const rows = await em
    .getConnection()
    .execute<{ tablename: string; rows: string; hash: string }[]>(selects.join('\nunion all\n'));
  return new Map(rows.map((row) => [row.tablename, `${row.rows} rows, md5 ${row.hash}`]));
}

/** Every table that differs, appeared or disappeared, with its row count and hash before and after. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = [...new Set([...before.keys(), ...after.keys()])].sort();
  return names
    .filter((t) => before.get(t) !== after.get(t))
    .map((t) => `${t}: ${before.get(t) ?? 'absent'} → ${after.get(t) ?? 'absent'}`);
}
