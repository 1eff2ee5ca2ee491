import type { Knex } from '@mikro-orm/postgresql';

/**
 * Bulk loading for the demo seed: `INSERT ... SELECT * FROM unnest($1::int[], $2::text[], ...)`.
 * Each column travels as one array parameter, so a statement has as many parameters as the table
 * has columns whatever the row count, far below PostgreSQL's 65535-parameter limit.
 */

export type ColumnType = 'int' | 'smallint' | 'text' | 'jsonb' | 'bool' | 'timestamptz' | 'date';
export type Cell = number | string | boolean | null;
export type Columns = readonly (readonly [name: string, type: ColumnType])[];

/** Rows per statement: large enough to amortise round trips, small enough to keep literals a few MB. */
const CHUNK_ROWS = 50_000;

/** Encodes one value as an element of a PostgreSQL array literal. */
function element(value: Cell, type: ColumnType): string {
  if (value === null) return 'NULL';
  switch (type) {
    case 'int':
    case 'smallint':
      return String(value);
    case 'bool':
      return value ? 't' : 'f';
    case 'timestamptz':
      // Times are epoch milliseconds; ISO strings carry the zone, so the server's zone does not matter.
      return typeof value === 'number' ? new Date(value).toISOString() : String(value);
    case 'date':
      return String(value);
    case 'text':
    case 'jsonb':
      return `"${String(value).replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  }
}

export class BulkWriter {
  /** Rows written per table, for the log. */
  readonly written = new Map<string, number>();

  constructor(
    private readonly trx: Knex.Transaction,
    private readonly log: (msg: string) => void,
  ) {}

  /**
   * Inserts `count` rows; `row(i)` returns the cells in the order of `columns`.
   * Rows are produced lazily per chunk so only one chunk's literals are in memory at a time.
   */
  async insert(table: string, columns: Columns, count: number, row: (i: number) => readonly Cell[]): Promise<void> {
    const names = columns.map(([name]) => `"${name}"`).join(', ');
    const params = columns.map(([, type]) => `?::${type}[]`).join(', ');
    const sql = `INSERT INTO "${table}" (${names}) SELECT * FROM unnest(${params})`;
    const started = Date.now();
    for (let start = 0; start < count; start += CHUNK_ROWS) {
      const end = Math.min(count, start + CHUNK_ROWS);
      const parts: string[][] = columns.map(() => new Array<string>(end - start));
      for (let i = start; i < end; i++) {
        const cells = row(i);
        for (let c = 0; c < columns.length; c++) {
          const column = columns[c] as readonly [string, ColumnType];
          (parts[c] as string[])[i - start] = element(cells[c] ?? null, column[1]);
        }
      }
      await this.trx.raw(
        sql,
        parts.map((p) => `{${p.join(',')}}`),
      );
    }
    // Fresh statistics before any child table is loaded: the foreign-key checks of the children are
    // planned from them. After a TRUNCATE the old statistics say "no rows", and PostgreSQL 18 may
    // then check each key with a skip scan over a whole secondary index, which is quadratic.
    await this.run(`ANALYZE "${table}"`);
    this.written.set(table, (this.written.get(table) ?? 0) + count);
    if (count >= CHUNK_ROWS) {
      this.log(`  ${table}: ${count.toLocaleString('en-US')} rows in ${((Date.now() - started) / 1000).toFixed(1)}s`);
    }
  }

  async run(sql: string, bindings: readonly (string | number)[] = []): Promise<void> {
    await this.trx.raw(sql, [...bindings]);
  }

  async query<T>(sql: string, bindings: readonly (string | number)[] = []): Promise<T[]> {
    const res = (await this.trx.raw(sql, [...bindings])) as { rows: T[] };
    return res.rows;
  }

  /** Rows were inserted with explicit numbers; move each serial sequence past them so later inserts work. */
  async resetSequences(tables: readonly string[]): Promise<void> {
    for (const table of tables) {
      await this.run(
        `SELECT setval(pg_get_serial_sequence('"${table}"', 'no'), coalesce(max(no), 1), max(no) IS NOT NULL) FROM "${table}"`,
      );
    }
  }

  async counts(tables: readonly string[]): Promise<Record<string, number>> {
    const union = tables.map((t) => `SELECT '${t}' AS t, count(*)::int AS n FROM "${t}"`).join(' UNION ALL ');
    const rows = await this.query<{ t: string; n: number }>(union);
    const byTable = new Map(rows.map((r) => [r.t, r.n]));
    return Object.fromEntries(tables.map((t) => [t, byTable.get(t) ?? 0]));
  }
}

/** Linear in the scale through (1, at1) and (100, at100); below 1 it shrinks proportionally. */
export function scaled(scale: number, at1: number, at100: number, min = 1): number {
  const value = scale <= 1 ? at1 * scale : at1 + ((at100 - at1) * (scale - 1)) / 99;
  return Math.max(min, Math.round(value));
}
