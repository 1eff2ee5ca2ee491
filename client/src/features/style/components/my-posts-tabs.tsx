import { Link } from 'react-router';
import { MSG } from '../../../lib/messages';
import styles from './my-posts.module.css';

/** 게시물 / 휴지통: links, so each view has its address and back returns to it. */
export function MyPostsTabs({ listPath, trash }: { listPath: string; trash: boolean }) {
  return (
    <nav className={styles.tabs} aria-label={MSG.myPosts.tabs}>
      <Link to={listPath} aria-current={trash ? undefined : 'page'}>
        {MSG.myPosts.posts}
      </Link>
      <Link to={`${listPath}?tab=trash`} aria-current={trash ? 'page' : undefined}>
        {MSG.myPosts.trash}
      </Link>
    </nav>
  );
}
