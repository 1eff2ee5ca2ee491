import { Link } from 'react-router';
import { MSG } from '../../../lib/messages';
import styles from './common.module.css';
import { paths } from '../../../lib/paths';

/** Routes that later issues fill; they exist now so menus and guards can point at them. */
export function ComingSoonRoute({ home = paths.home() }: { home?: string }) {
  return (
    <div className={`page ${styles.center}`}>
      <h1 className="page-title">{MSG.common.comingSoon}</h1>
      <p className={styles.body}>{MSG.common.comingSoonBody}</p>
      <Link to={home} className="btn btn-outline">
        {MSG.common.goHome}
      </Link>
    </div>
  );
}
