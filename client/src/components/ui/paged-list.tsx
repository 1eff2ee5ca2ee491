import { useEffect, type ReactNode } from 'react';
import { Pager } from '../../../components/ui/pager';
import { StatusMessage } from '../../../components/ui/status-message';
import { MSG } from '../../../lib/messages';

interface Props {
  /** The page of data, once there is one (undefined while the first answer is on its way or after a failure). */
  data: { totalPages: number; content: readonly unknown[] } | undefined;
  loading: boolean;
  texts: { loading: string; empty: string; error: string };
  onRetry(): void;
  page: number;
  onPage(page: number): void;
  children: ReactNode;
}

/** A my-page list: its loading, error and empty states with the spec's texts, then the items and a pager. */
export function PagedList({ data, loading, texts, onRetry, page, onPage, children }: Props) {
  const emptyPastTheEnd = data !== undefined && data.content.length === 0 && page > 1;

  useEffect(() => {
    // The last item of the last page went away (cancelled scrap, deleted review): show the page before it.
    if (emptyPastTheEnd) onPage(Math.max(1, Math.min(page - 1, data.totalPages)));
  }, [emptyPastTheEnd, onPage, page, data?.totalPages]);

  if (!data && loading) return <StatusMessage kind="loading">{texts.loading}</StatusMessage>;
  if (!data)
    return (
      <StatusMessage
        kind="error"
        action={
          <button type="button" className="btn btn-outline" onClick={onRetry}>
            {MSG.mypage.retry}
          </button>
        }
      >
        {texts.error}
      </StatusMessage>
    );
  if (data.content.length === 0) return <StatusMessage kind="empty">{texts.empty}</StatusMessage>;
  return (
    <>
      {children}
      {data.totalPages > 1 && (
        <Pager
          page={page}
          totalPages={data.totalPages}
          onChange={onPage}
          label={MSG.mypage.pagination}
          previousText={MSG.mypage.previous}
          nextText={MSG.mypage.next}
          status={MSG.mypage.pageStatus}
        />
      )}
    </>
  );
}
