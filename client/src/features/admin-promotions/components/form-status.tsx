import { Link, useNavigate } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { MSG } from '../../../lib/messages';
import { promotionPaths } from '../promotion-paths';
import styles from './promotions.module.css';

/** §2: while a promotion form is sent, a loading overlay covers the page. */
export function SendingOverlay() {
  return (
    <div className={styles.overlay} role="status" aria-live="polite" data-testid="sending-overlay">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{MSG.adminPromotions.sending}</span>
    </div>
  );
}

/** §2: the completion dialog of a promotion form, with a link back to the promotion list. */
export function DoneDialog({ message }: { message: string }) {
  return (
    <Modal
      role="alertdialog"
      title={message}
      actions={
        <Link to={promotionPaths.list()} className="btn">
          {MSG.adminPromotions.backToList}
        </Link>
      }
    />
  );
}

/** A promotion form's buttons: back where the admin came from, and send (off while sending). */
export function FormButtons({ submit, busy }: { submit: string; busy: boolean }) {
  const navigate = useNavigate();
  return (
    <div className={styles.buttons}>
      <button type="button" className="btn btn-outline" onClick={() => void navigate(-1)}>
        {MSG.adminPromotions.back}
      </button>
      <button type="submit" className="btn" disabled={busy}>
        {submit}
      </button>
    </div>
  );
}
