import { useQuery } from '@apollo/client/react';
import { MSG } from '../../../lib/messages';
import { PagedList } from '../../../components/ui/paged-list';
import { usePageParam } from '../../../lib/use-page-param';
import { NoticeRow } from './notice-row';
import { NOTICE_PAGE_SIZE, NoticesQuery } from './operations';
import styles from './notices.module.css';

/** /user/mypage/notice: help notices, 10 per page, newest first. */
export function NoticeListPage() {
  const [page, setPage] = usePageParam();
  const { data, loading, error, refetch } = useQuery(NoticesQuery, {
    variables: { page: page - 1, size: NOTICE_PAGE_SIZE },
  });
  return (
    <>
      <h1 className="page-title">{MSG.notices.title}</h1>
      <PagedList
        data={data?.notices}
        loading={loading}
        error={error}
        texts={{ loading: MSG.notices.loading, empty: MSG.notices.empty, error: MSG.notices.error }}
        onRetry={() => void refetch()}
        page={page}
        onPage={setPage}
      >
        {(notices) => (
          <div className={styles.table}>
            <div className={`${styles.row} ${styles.head}`} aria-hidden="true">
              <span className={styles.no}>{MSG.notices.no}</span>
              <span className={styles.category}>{MSG.notices.category}</span>
              <span className={styles.title}>{MSG.notices.subject}</span>
              <span className={styles.date}>{MSG.notices.date}</span>
            </div>
            <ul className={styles.rows}>
              {notices.content.map((notice) => (
                <NoticeRow key={notice.no} notice={notice} />
              ))}
            </ul>
          </div>
        )}
      </PagedList>
    </>
  );
}
