import { useLocation, useNavigate } from 'react-router';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import styles from './post-detail.module.css';

/** Spec §4: a post with more than 5 reports shows only the notice and a way back. */
export function HiddenPost({ notice }: { notice: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  // Opened from a link with no page before it in this tab: back means the feed.
  const back = () => (location.key === 'default' ? navigate(paths.style()) : navigate(-1));
  return (
    <div className={styles.hidden}>
      <h1 className="visually-hidden">{MSG.postDetail.hiddenTitle}</h1>
      <p className={styles.hiddenNotice} role="status">
        {notice}
      </p>
      <button type="button" className="btn btn-outline" onClick={back}>
        {MSG.postDetail.back}
      </button>
    </div>
  );
}
