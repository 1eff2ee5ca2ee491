import { useState, type ReactNode } from 'react';
import { MSG } from '../../lib/messages';
import { Pager } from './pager';
import { StatusMessage } from './status-message';
import styles from './data-table.module.css';

export interface Column<Row> {
  key: string;
  header: string;
  render(row: Row): ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?(row: Row): string | number;
}

interface Props<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  /** Undefined while loading. */
  rows: readonly Row[] | undefined;
  rowKey(row: Row): string | number;
  texts: { loading: string; empty: string };
  /** Rows per page; the table pages by itself when there are more. */
  pageSize?: number;
}

type Sort = { key: string; direction: 'ascending' | 'descending' } | null;

/** A table with a caption, sortable columns (aria-sort), its own paging, and loading and empty texts. */
export function DataTable<Row>({ caption, columns, rows, rowKey, texts, pageSize = 10 }: Props<Row>) {
  const [sort, setSort] = useState<Sort>(null);
  const [page, setPage] = useState(1);
  if (!rows) return <StatusMessage kind="loading">{texts.loading}</StatusMessage>;
  if (rows.length === 0) return <StatusMessage kind="empty">{texts.empty}</StatusMessage>;

  const column = columns.find((c) => c.key === sort?.key);
  const sorted = column?.sortValue ? [...rows].sort(compareBy(column.sortValue, sort?.direction)) : rows;
  const totalPages = Math.ceil(sorted.length / pageSize);
  const current = Math.min(page, totalPages);
  const shown = sorted.slice((current - 1) * pageSize, current * pageSize);
  const toggle = (key: string) =>
    setSort((s) => ({ key, direction: s?.key === key && s.direction === 'ascending' ? 'descending' : 'ascending' }));

  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" aria-sort={sort?.key === c.key ? sort.direction : undefined}>
                {c.sortValue ? (
                  <button type="button" className={styles.sort} onClick={() => toggle(c.key)}>
                    {c.header}
                    <span aria-hidden="true">
                      {sort?.key !== c.key ? ' ↕' : sort.direction === 'ascending' ? ' ↑' : ' ↓'}
                    </span>
                  </button>
                ) : (
                  c.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.key}>{c.render(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {totalPages > 1 && (
        <Pager
          page={current}
          totalPages={totalPages}
          onChange={setPage}
          label={`${caption} ${MSG.common.pagination}`}
          previousText={MSG.common.previous}
          nextText={MSG.common.next}
          status={MSG.common.pageStatus}
        />
      )}
    </div>
  );
}

function compareBy<Row>(value: (row: Row) => string | number, direction: 'ascending' | 'descending' = 'ascending') {
  const sign = direction === 'ascending' ? 1 : -1;
  return (a: Row, b: Row) => {
    const x = value(a);
    const y = value(b);
    return (x < y ? -1 : x > y ? 1 : 0) * sign;
  };
}
