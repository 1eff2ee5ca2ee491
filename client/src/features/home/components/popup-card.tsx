import { Link } from 'react-router';
import { graphql } from '../../../gql';
import type { PopupCard_PopupFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import styles from './popup-layer.module.css';

export const PopupCard_popup = graphql(`
  fragment PopupCard_popup on Popup {
    no
    path
    pic
  }
`);

interface Props {
  popup: PopupCard_PopupFragment;
  label: string;
  /** 'n / total', shown where the popups come one at a time (a phone). */
  counter?: string;
  onHideToday(): void;
  onClose(): void;
}

/** One popup: its image links to its path; 'do not show today' and close below it. */
export function PopupCard({ popup, label, counter, onHideToday, onClose }: Props) {
  const image = <img src={popup.pic} alt={label} width={400} height={500} loading="lazy" decoding="async" />;
  const internal = popup.path.startsWith('/') && !popup.path.startsWith('//');
  return (
    <div className={styles.popup} role="dialog" aria-label={label}>
      {counter && (
        <p className={styles.counter} data-testid="popup-counter">
          {counter}
        </p>
      )}
      {internal ? (
        <Link to={popup.path} className={styles.image}>
          {image}
        </Link>
      ) : (
        <a href={popup.path} className={styles.image} target="_blank" rel="noopener noreferrer">
          {image}
        </a>
      )}
      <div className={styles.buttons}>
        <button type="button" onClick={onHideToday}>
          {MSG.home.hideToday}
        </button>
        <button type="button" onClick={onClose}>
          {MSG.home.closePopup}
        </button>
      </div>
    </div>
  );
}
