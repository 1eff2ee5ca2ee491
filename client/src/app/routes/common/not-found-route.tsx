import { Link } from 'react-router';
import { MSG } from '../../../lib/messages';
import styles from './common.module.css';
import { paths } from '../../../lib/paths';

export function NotFoundRoute() {
  return (
    <div className={`page ${styles.center}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className="page-title">{MSG.common.notFoundTitle}</h1>
      <p className={styles.body}>{MSG.common.notFoundBody}</p>
      <Link to={paths.home()} className="btn btn-outline">
        {MSG.common.goHome}
      </Link>
    </div>
  );
}
