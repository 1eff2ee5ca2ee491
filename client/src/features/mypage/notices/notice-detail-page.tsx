import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { StatusMessage } from '../../../components/ui/status-message';
import { formatKoreanDate } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import { NoticeDetailQuery } from './operations';
import styles from './notices.module.css';

/** /user/mypage/notice/{noticeNo}: category, title, date and contents. */
export function NoticeDetailPage() {
  const no = Number(useParams().noticeNo);
  const valid = Number.isInteger(no) && no > 0;
  const { data, loading, error, refetch } = useQuery(NoticeDetailQuery, { variables: { no }, skip: !valid });
  const notice = data?.notice;
  let body;
  if (valid && loading && !notice) body = <StatusMessage kind="loading">{MSG.notices.loading}</StatusMessage>;
  else if (valid && error && !notice)
    body = (
      <StatusMessage
        kind="error"
        action={
          <button type="button" className="btn btn-outline" onClick={() => void refetch()}>
            {MSG.mypage.retry}
          </button>
        }
      >
        {MSG.notices.error}
      </StatusMessage>
    );
  else if (!notice) body = <StatusMessage kind="empty">{MSG.notices.notFound}</StatusMessage>;
  else
    body = (
      <article className={styles.article}>
        <header className={styles.articleHead}>
          <p className={styles.badge}>{MSG.notices.categories[notice.category]}</p>
          <h1 className={styles.articleTitle}>{notice.title}</h1>
          <p className={styles.date}>{formatKoreanDate(notice.date)}</p>
        </header>
        <div className={styles.contents}>{notice.contents}</div>
      </article>
    );
  return (
    <>
      {body}
      <p className={styles.back}>
        <Link to="/user/mypage/notice" className="btn btn-outline">
          {MSG.notices.backToList}
        </Link>
      </p>
    </>
  );
}
