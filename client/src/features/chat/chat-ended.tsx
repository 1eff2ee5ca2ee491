import { MSG } from '../../lib/messages';
import styles from './chat.module.css';

/** In place of the message field once either side ended the chat: it cannot be resumed, only a new one started. */
export function ChatEnded({ onNewChat, opening }: { onNewChat(): void; opening: boolean }) {
  return (
    <div className={styles.ended} role="status">
      <p>
        <strong>{MSG.chat.ended}</strong>
      </p>
      <p className={styles.muted}>{MSG.chat.endedHint}</p>
      <button type="button" className="btn" onClick={onNewChat} disabled={opening}>
        {MSG.chat.newChat}
      </button>
    </div>
  );
}
