import { Link } from 'react-router';
import type { AdminNoticesQuery as AdminNoticesData } from '../../../gql/graphql';
import { formatKoreanDate } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import styles from './notice-list.module.css';

type Notice = AdminNoticesData['notices']['content'][number];

/** Number, category, title (to its edit page) and registered date; scrolls inside its own wrapper when narrow. */
export function NoticeTable({ notices }: { notices: readonly Notice[] }) {
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{MSG.adminNotices.caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.no}>
              {MSG.adminNotices.no}
            </th>
            <th scope="col">{MSG.adminNotices.category}</th>
            <th scope="col">{MSG.adminNotices.subject}</th>
            <th scope="col">{MSG.adminNotices.date}</th>
          </tr>
        </thead>
        <tbody>
          {notices.map((notice) => (
            <tr key={notice.no} data-testid="admin-notice-row">
              <td className={styles.no}>{notice.no}</td>
              <td className={styles.category}>{MSG.notices.categories[notice.category]}</td>
              <td className={styles.title}>
                <Link to={paths.adminSection(`help/notices/${notice.no}`)}>{notice.title}</Link>
              </td>
              <td className={styles.date}>{formatKoreanDate(notice.date)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
