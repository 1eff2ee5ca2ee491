import { DataTable, type Column } from '../../../components/ui/data-table';
import { Pager } from '../../../components/ui/pager';
import { StatusMessage } from '../../../components/ui/status-message';
import { MSG } from '../../../lib/messages';

interface Props<Row> {
  /** The card's title (the pager is named after it), the table's caption and its state texts. */
  texts: { title: string; caption: string; loading: string; empty: string; error: string };
  columns: readonly Column<Row>[];
  /** The server's page of rows; undefined while loading. */
  list: { content: readonly Row[]; totalPages: number } | undefined;
  failed: boolean;
  rowKey(row: Row): number;
  pageSize: number;
  page: number;
  onPage(page: number): void;
}

/** A promotion card's table, one server page at a time, with its pager when there is more than one page. */
export function PromotionTable<Row>({ texts, columns, list, failed, rowKey, pageSize, page, onPage }: Props<Row>) {
  return (
    <>
      {failed && !list ? (
        <StatusMessage kind="error">{texts.error}</StatusMessage>
      ) : (
        <DataTable
          caption={texts.caption}
          columns={columns}
          rows={list?.content}
          rowKey={rowKey}
          texts={texts}
          pageSize={pageSize}
        />
      )}
      {list && list.totalPages > 1 && (
        <Pager
          page={page}
          totalPages={list.totalPages}
          onChange={onPage}
          label={MSG.adminPromotions.pagination(texts.title)}
          previousText={MSG.adminPromotions.previous}
          nextText={MSG.adminPromotions.next}
          status={MSG.adminPromotions.pageStatus}
        />
      )}
    </>
  );
}
