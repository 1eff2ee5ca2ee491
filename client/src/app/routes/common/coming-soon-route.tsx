import { Link } from 'react-router';
import { MSG } from '../../../lib/messages';
import styles from './common.module.css';
import { paths } from '../../../lib/paths';

/**
 * Routes that later issues fill; they exist now so menus and guards can point at them. `also` links to a part of the
 * section that is already there.
 */
export function ComingSoonRoute({
  home = paths.home(),
  also,
}: {
  home?: string;
  also?: { to: string; label: string };
}) {
  return (
    <div className={`page ${styles.center}`}>
      <h1 className="page-title">{MSG.common.comingSoon}</h1>
      <p className={styles.body}>{MSG.common.comingSoonBody}</p>
      {also && (
        <Link to={also.to} className="btn btn-primary">
          {also.label}
        </Link>
      )}
      <Link to={home} className="btn btn-outline">
        {MSG.common.goHome}
      </Link>
    </div>
  );
}
