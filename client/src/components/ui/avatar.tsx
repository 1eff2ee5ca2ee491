import { MSG } from '../../lib/messages';
import styles from './avatar.module.css';

interface Props {
  pic: string | null;
  nickname: string;
  size: 'sm' | 'md' | 'lg';
  /** Next to the nickname the picture adds nothing for a screen reader. */
  decorative?: boolean;
}

const PIXELS = { sm: 40, md: 64, lg: 112 } as const;

/** A member's round picture, or their initial on a soft circle when they have none. */
export function Avatar({ pic, nickname, size, decorative }: Props) {
  const label = decorative ? undefined : MSG.profile.picture(nickname);
  const className = `${styles.avatar} ${styles[size]}`;
  if (pic) {
    const px = PIXELS[size];
    return <img className={className} src={pic} alt={label ?? ''} width={px} height={px} decoding="async" />;
  }
  return (
    <span
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {[...nickname.trim()][0] ?? '?'}
    </span>
  );
}
