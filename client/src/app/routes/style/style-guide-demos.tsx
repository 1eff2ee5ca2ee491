import { useState } from 'react';
import { z } from 'zod';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Form, useSchemaForm } from '../../../components/ui/form';
import { PagedList } from '../../../components/ui/paged-list';
import { QueryState } from '../../../components/ui/query-state';
import { TextField } from '../../../components/ui/text-field';
import { formatWon } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import styles from './style-guide.module.css';

const T = MSG.styleGuide;
const texts = () => ({ loading: T.loading, error: T.error, notFound: T.notFound, empty: T.empty });
const noop = () => undefined;

/** Each state of the query-state component, side by side. */
export function DemoQueryStates() {
  return (
    <div className={styles.grid}>
      <QueryState data={undefined} loading texts={texts()} children={noop} />
      <QueryState data={undefined} loading={false} error onRetry={noop} texts={texts()} children={noop} />
      <QueryState data={null} loading={false} texts={texts()} children={noop} />
      <QueryState data={[]} loading={false} isEmpty={(d) => d.length === 0} texts={texts()} children={noop} />
    </div>
  );
}

const demoSchema = z.object({ name: z.string().refine((v) => v.trim() !== '', { error: () => T.nameRequired }) });

/** The form wrapper with a schema: submit it empty to see the field error. */
export function DemoForm() {
  const form = useSchemaForm(demoSchema, { defaultValues: { name: '' } });
  const [done, setDone] = useState<string | null>(null);
  return (
    <Form form={form} onSubmit={({ name }) => setDone(name)} className={styles.form}>
      <TextField label={T.name} error={form.formState.errors.name?.message} {...form.register('name')} />
      <button type="submit" className="btn btn-accent">
        {T.submit}
      </button>
      {done && <p role="status">{T.submitted(done)}</p>}
    </Form>
  );
}

interface Row {
  no: number;
  name: string;
  price: number;
  stock: number;
}
const rows: Row[] = Array.from({ length: 12 }, (_, i) => ({
  no: i + 1,
  name: `${['셔츠', '니트', '코트', '스니커즈'][i % 4]} ${i + 1}`,
  price: 19000 + ((i * 7919) % 60) * 1000,
  stock: (i * 3) % 7,
}));
const columns = (): Column<Row>[] => [
  { key: 'name', header: T.product, render: (r) => r.name, sortValue: (r) => r.name },
  { key: 'price', header: T.price, render: (r) => formatWon(r.price), sortValue: (r) => r.price },
  { key: 'stock', header: T.stock, render: (r) => r.stock, sortValue: (r) => r.stock },
];

/** The data table with rows (sort by a header, page with the pager), then empty and loading. */
export function DemoTables() {
  const table = (data: Row[] | undefined, caption: string) => (
    <DataTable
      caption={caption}
      columns={columns()}
      rows={data}
      rowKey={(r) => r.no}
      texts={{ loading: T.loading, empty: T.emptyTable }}
      pageSize={5}
    />
  );
  return (
    <div className={styles.stack}>
      {table(rows, T.tableCaption)}
      <div className={styles.grid}>
        {table([], T.tableCaption)}
        {table(undefined, T.tableCaption)}
      </div>
    </div>
  );
}

/** The paged list the my-page lists use, over local data. */
export function DemoPagedList() {
  const [page, setPage] = useState(1);
  const size = 4;
  const data = { totalPages: Math.ceil(rows.length / size), content: rows.slice((page - 1) * size, page * size) };
  return (
    <PagedList data={data} loading={false} texts={texts()} onRetry={noop} page={page} onPage={setPage}>
      {({ content }) => (
        <ul className={styles.list}>
          {content.map((r) => (
            <li key={r.no}>{r.name}</li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
