import { MSG } from '../../lib/messages';
import styles from './chat.module.css';

interface Props {
  onNewChat(): void;
  opening: boolean;
  /** Why starting a new chat failed, if it did. */
  failed: string | null;
}

/** In place of the message field once either side ended the chat: it cannot be resumed, only a new one started. */
export function ChatEnded({ onNewChat, opening, failed }: Props) {
  return (
    <div className={styles.ended} role="status">
      <p>
        <strong>{MSG.chat.ended}</strong>
      </p>
      <p className={styles.muted}>{MSG.chat.endedHint}</p>
      <button type="button" className="btn" onClick={onNewChat} disabled={opening}>
        {MSG.chat.newChat}
      </button>
      {failed && (
        <p role="alert" className="form-failure">
          {failed}
        </p>
      )}
    </div>
  );
}
