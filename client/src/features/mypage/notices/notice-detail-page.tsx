import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { formatKoreanDate } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { NoticeDetailQuery } from './operations';
import styles from './notices.module.css';

/** /user/mypage/notice/{noticeNo}: category, title, date and contents. */
export function NoticeDetailPage() {
  const no = Number(useParams().noticeNo);
  const valid = Number.isInteger(no) && no > 0;
  const { data, loading, error, refetch } = useQuery(NoticeDetailQuery, { variables: { no }, skip: !valid });
  return (
    <>
      <QueryState
        data={data?.notice}
        loading={valid && loading}
        error={valid && error}
        onRetry={() => void refetch()}
        texts={{ ...MSG.notices, retry: MSG.mypage.retry }}
      >
        {(notice) => (
          <article className={styles.article}>
            <header className={styles.articleHead}>
              <p className={styles.badge}>{MSG.notices.categories[notice.category]}</p>
              <h1 className={styles.articleTitle}>{notice.title}</h1>
              <p className={styles.date}>{formatKoreanDate(notice.date)}</p>
            </header>
            <div className={styles.contents}>{notice.contents}</div>
          </article>
        )}
      </QueryState>
      <p className={styles.back}>
        <Link to={paths.notices()} className="btn btn-outline">
          {MSG.notices.backToList}
        </Link>
      </p>
    </>
  );
}
