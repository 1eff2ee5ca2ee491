import { Link } from 'react-router';
import { MSG } from '../../../lib/messages';
import styles from './main-route.module.css';

/** /user/main for now: a heading and the way to the show list (the full home page comes with its own issue). */
export function MainRoute() {
  return (
    <div className={`page ${styles.hero}`}>
      <p className={styles.tagline}>{MSG.site.tagline}</p>
      <h1 className={styles.title}>{MSG.main.title}</h1>
      <p className={styles.intro}>{MSG.main.intro}</p>
      <Link to="/user/main/show" className="btn btn-accent">
        {MSG.main.showListLink} <span aria-hidden="true">→</span>
      </Link>
    </div>
  );
}
