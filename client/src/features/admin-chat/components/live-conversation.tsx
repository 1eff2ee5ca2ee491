import { useRef, useState } from 'react';
import { ChatComposer, type ChatComposerHandle } from '../../../components/chat/chat-composer';
import { ChatMessageList } from '../../../components/chat/chat-message-list';
import { ChatOrderCard } from '../../../components/chat/chat-order-card';
import type { ChatMessage } from '../../../components/chat/live-room';
import { useChatRoom } from '../../../components/chat/use-chat-room';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { UseChatRoom_RoomFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { CannedPicker } from '../canned/canned-picker';
import { memberCode } from '../member-number';
import { BackButton } from './back-button';
import styles from './conversation.module.css';

interface Props {
  room: UseChatRoom_RoomFragment;
  messages: readonly ChatMessage[];
  onBack(): void;
}

/**
 * One conversation as the shop sees it: who and what about, the messages (a member's order links to the order
 * console), and the composer with the canned replies; the admin may end the chat after a confirmation.
 */
export function LiveConversation({ room: loaded, messages: loadedMessages, onBack }: Props) {
  const chat = useChatRoom({ room: loaded, messages: loadedMessages, viewerIsAdmin: true });
  const { room } = chat;
  const composer = useRef<ChatComposerHandle>(null);
  const [confirming, setConfirming] = useState(false);
  const [endFailed, setEndFailed] = useState(false);

  const end = async () => {
    setEndFailed(false);
    const ended = await chat.end();
    setConfirming(false);
    if (!ended) setEndFailed(true);
  };

  return (
    <>
      <header className={styles.header}>
        <BackButton onBack={onBack} />
        <div className={styles.who}>
          <h2 className={styles.name}>
            {room.userName}{' '}
            <span className={styles.code}>
              <span aria-hidden="true">{memberCode(room.userNo)}</span>
              <span className="visually-hidden">{MSG.adminChat.memberNumber(memberCode(room.userNo))}</span>
            </span>
          </h2>
          <p className={styles.tags}>
            <span className={styles.category}>
              {room.category ? MSG.chat.categories[room.category] : MSG.adminChat.noCategory}
            </span>
            <span className={chat.closed ? `${styles.state} ${styles.stateClosed}` : styles.state}>
              {chat.closed ? MSG.adminChat.stateClosed : MSG.adminChat.stateOpen}
            </span>
          </p>
        </div>
        {!chat.closed && (
          <button type="button" className={`btn btn-outline ${styles.end}`} onClick={() => setConfirming(true)}>
            {MSG.chat.end}
          </button>
        )}
      </header>
      {endFailed && (
        <p className={`form-failure ${styles.failure}`} role="alert">
          {MSG.chat.endFailed}
        </p>
      )}
      <ChatMessageList
        messages={chat.messages}
        viewerIsAdmin
        otherReadNo={chat.otherReadNo}
        typing={chat.otherTyping}
        renderOrderCard={(order) => <ChatOrderCard order={order} href={paths.adminOrder(order.no)} />}
      />
      {chat.sendError && (
        <p className={`form-failure ${styles.failure}`} role="alert">
          {chat.sendError}
        </p>
      )}
      {chat.closed ? (
        <p className={styles.closed} role="status">
          {MSG.adminChat.closedNotice}
        </p>
      ) : (
        <CannedPicker composer={composer}>
          <ChatComposer ref={composer} onSend={(content) => chat.send(content)} onTyping={chat.notifyTyping} />
        </CannedPicker>
      )}
      {confirming && (
        <ConfirmDialog
          title={MSG.chat.endTitle}
          confirmText={MSG.chat.endConfirm}
          cancelText={MSG.chat.keep}
          danger
          busy={chat.ending}
          onConfirm={() => void end()}
          onCancel={() => setConfirming(false)}
        >
          <p>{MSG.chat.endBody}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
