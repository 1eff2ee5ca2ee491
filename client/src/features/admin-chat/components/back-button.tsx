import { MSG } from '../../../lib/messages';
import styles from './conversation.module.css';

/** Back to the room list: on a phone the list and the conversation are separate screens (hidden on wide ones). */
export function BackButton({ onBack }: { onBack(): void }) {
  return (
    <button type="button" className={`btn btn-outline ${styles.back}`} onClick={onBack}>
      <span aria-hidden="true">‹</span> {MSG.adminChat.backToRooms}
    </button>
  );
}
