import { Link } from 'react-router';
import { graphql } from '../../../gql';
import type { NoticeRow_NoticeFragment } from '../../../gql/graphql';
import { formatKoreanDate } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import styles from './notices.module.css';
import { paths } from '../../../lib/paths';

export const NoticeRow_notice = graphql(`
  fragment NoticeRow_notice on Notice {
    no
    category
    title
    date
  }
`);

/** No, category, title and the date as 'Y년 M월 D일'. */
export function NoticeRow({ notice }: { notice: NoticeRow_NoticeFragment }) {
  return (
    <li className={styles.row} data-testid="notice-row">
      <span className={styles.no}>{notice.no}</span>
      <span className={styles.category}>{MSG.notices.categories[notice.category]}</span>
      <Link to={paths.notice(notice.no)} className={styles.title}>
        {notice.title}
      </Link>
      <span className={styles.date}>{formatKoreanDate(notice.date)}</span>
    </li>
  );
}
