import { Modal } from '../../../components/ui/modal';
import { MSG } from '../../../lib/messages';
import styles from './fashion-page.module.css';

interface Props {
  /** The title looked up, shown in the brackets of the spec's '작품 [..]의 정보 찾기 실패'. */
  title: string;
  /** The source's failure (its message), or null when it simply does not know the title. */
  reason: string | null;
  /** While the retry runs. */
  busy: boolean;
  onManualAdd(): void;
  onRetry(): void;
  onClose(): void;
}

/** 'find info' found nothing (§8): the admin adds the show by hand or asks the source again. */
export function InfoNotFoundDialog({ title, reason, busy, onManualAdd, onRetry, onClose }: Props) {
  const m = MSG.adminFashion;
  return (
    <Modal
      role="alertdialog"
      title={m.finder.notFoundTitle(title)}
      onClose={busy ? undefined : onClose}
      actions={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={busy}>
            {m.close}
          </button>
          <button type="button" className="btn btn-outline" onClick={onRetry} disabled={busy}>
            {busy ? m.finder.finding : m.retry}
          </button>
          <button type="button" className="btn" onClick={onManualAdd} disabled={busy}>
            {m.finder.manualAdd}
          </button>
        </>
      }
    >
      <p className={styles.dialogText}>{reason ?? m.finder.notFoundBody}</p>
    </Modal>
  );
}
