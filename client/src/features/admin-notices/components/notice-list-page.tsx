import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { PagedList } from '../../../components/ui/paged-list';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { usePageParam } from '../../../lib/use-page-param';
import { NOTICE_CATEGORIES } from '../notice-schema';
import { ADMIN_NOTICE_PAGE_SIZE, AdminNoticesQuery } from '../operations';
import { NoticeCategoryFilter, type CategoryFilter } from './notice-category-filter';
import { NoticeTable } from './notice-table';
import styles from './notice-list.module.css';

const categoryOf = (value: string | null): CategoryFilter => NOTICE_CATEGORIES.find((c) => c === value) ?? null;

/** /admin/help: the link to the chat, the notices by category (10 a page), and the add button. */
export function NoticeListPage() {
  const [page, setPage] = usePageParam();
  const [params, setParams] = useSearchParams();
  const category = categoryOf(params.get('category'));
  const { data, loading, error, refetch } = useQuery(AdminNoticesQuery, {
    variables: { page: page - 1, size: ADMIN_NOTICE_PAGE_SIZE, category },
  });
  // A new category starts at its first page.
  const choose = (next: CategoryFilter) => setParams(next ? { category: next } : {});

  return (
    <div className="page">
      <div className={styles.head}>
        <h1 className="page-title">{MSG.adminNotices.title}</h1>
        <Link to={paths.adminChat()} className="btn btn-outline">
          {MSG.adminNotices.chatLink}
        </Link>
      </div>
      <div className={styles.toolbar}>
        <NoticeCategoryFilter value={category} onChange={choose} />
        <Link to={paths.adminSection('help/notices/new')} className="btn">
          {MSG.adminNotices.add}
        </Link>
      </div>
      <PagedList
        data={data?.notices}
        loading={loading}
        error={error}
        texts={{ loading: MSG.adminNotices.loading, error: MSG.adminNotices.error, empty: MSG.adminNotices.empty }}
        onRetry={() => void refetch()}
        page={page}
        onPage={setPage}
        pagerLabel={MSG.adminNotices.pagination}
      >
        {(notices) => <NoticeTable notices={notices.content} />}
      </PagedList>
    </div>
  );
}
