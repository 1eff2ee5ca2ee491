import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { formatRelativeTime } from '../../../lib/relative-time';
import styles from './author-line.module.css';

interface Props {
  userNo: number;
  nickname: string;
  pic: string | null;
  /** ISO instant, shown as how long ago. */
  date: string;
  size?: 'md' | 'sm';
}

/** Who wrote it (picture and nickname, linking to their profile) and how long ago. */
export function AuthorLine({ userNo, nickname, pic, date, size = 'md' }: Props) {
  const avatar = size === 'md' ? 40 : 32;
  return (
    <div className={size === 'sm' ? `${styles.author} ${styles.sm}` : styles.author}>
      <Link to={paths.styleProfile(userNo)} className={styles.authorLink}>
        {/* The nickname follows, so the picture is decoration for the link's name. */}
        {pic ? (
          <img className={styles.avatar} src={pic} alt="" width={avatar} height={avatar} />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {[...nickname][0] ?? '?'}
          </span>
        )}
        <span className={styles.nickname}>{nickname}</span>
      </Link>
      <time className={styles.time} dateTime={date}>
        {formatRelativeTime(date)}
      </time>
    </div>
  );
}
