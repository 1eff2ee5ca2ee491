import { useEffect, useRef, type ReactNode } from 'react';
import { MSG } from '../../lib/messages';
import { Pager } from './pager';
import { QueryState, type QueryStateTexts } from './query-state';
import { StatusMessage } from './status-message';

export interface PageOf {
  totalPages: number;
  content: readonly unknown[];
}

interface Props<P extends PageOf> {
  /** The page of data, once there is one (undefined while the first answer is on its way or after a failure). */
  data: P | undefined;
  loading: boolean;
  error?: unknown;
  texts: QueryStateTexts & { empty: string };
  onRetry(): void;
  /** One-based page, from the URL. */
  page: number;
  /** `replace` is set when the list corrects the page itself, so Back does not return to the wrong one. */
  onPage(page: number, replace?: boolean): void;
  /** The pager's accessible name; the my-page lists use the common one. */
  pagerLabel?: string;
  /** Lists that always showed 'page / total', even for one page, keep doing so. */
  pagerForOnePage?: boolean;
  /** A long list's page numbers, in place of 'page / total' (kept out of here: the storefront does not need them). */
  pageNumbers?(page: number, totalPages: number): ReactNode;
  children(data: P): ReactNode;
}

/** A paged list: its loading, error and empty states with the spec's texts, then the items and a pager. */
export function PagedList<P extends PageOf>(props: Props<P>) {
  const { data, loading, error, texts, onRetry, page, onPage, pagerLabel, pagerForOnePage, pageNumbers, children } =
    props;
  const pastTheEnd = data !== undefined && data.content.length === 0 && page > 1;

  const onPageRef = useRef(onPage);
  useEffect(() => {
    onPageRef.current = onPage;
  });
  const lastPage = data?.totalPages ?? 1;
  useEffect(() => {
    // ?page=999, or the last item of the last page went away (cancelled scrap, deleted review): show the last page.
    if (pastTheEnd) onPageRef.current(Math.max(1, Math.min(page - 1, lastPage)), true);
  }, [pastTheEnd, page, lastPage]);

  if (pastTheEnd) return <StatusMessage kind="loading">{texts.loading}</StatusMessage>;
  return (
    <>
      <QueryState
        data={data}
        loading={loading}
        error={error}
        onRetry={onRetry}
        isEmpty={(d) => d.content.length === 0}
        texts={texts}
      >
        {children}
      </QueryState>
      {data && (data.totalPages > 1 || (pagerForOnePage && data.totalPages > 0)) && (
        <Pager
          page={page}
          totalPages={data.totalPages}
          onChange={onPage}
          label={pagerLabel ?? MSG.common.pagination}
          previousText={MSG.common.previous}
          nextText={MSG.common.next}
          status={MSG.common.pageStatus}
          pages={pageNumbers?.(page, data.totalPages)}
        />
      )}
    </>
  );
}
