import { useState } from 'react';
import { ChatComposer } from '../../components/chat/chat-composer';
import { ChatMessageList } from '../../components/chat/chat-message-list';
import { ChatOrderCard } from '../../components/chat/chat-order-card';
import { useChatRoom } from '../../components/chat/use-chat-room';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import type { ChatCategory, ChatMessageList_MessageFragment, UseChatRoom_RoomFragment } from '../../gql/graphql';
import { MSG } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { ChatEnded } from './chat-ended';
import { PendingOrder } from './pending-order';
import { usePendingOrder } from './use-pending-order';
import styles from './chat.module.css';

interface Props {
  /** The category is chosen, unless the room ended before it was. */
  room: UseChatRoom_RoomFragment & { category: ChatCategory | null };
  messages: readonly ChatMessageList_MessageFragment[];
  onNewChat(): void;
  opening: boolean;
  newChatFailed: string | null;
}

/** The member's side of a room with a category: the messages, the field (or the ended notice) and the end button. */
export function ChatConversation({ room, messages, onNewChat, opening, newChatFailed }: Props) {
  const chat = useChatRoom({ room, messages, viewerIsAdmin: false });
  const pending = usePendingOrder();
  const [confirming, setConfirming] = useState(false);
  const [endFailed, setEndFailed] = useState(false);
  const category = chat.room.category ?? room.category;

  const send = async (content: string) => {
    const sent = await chat.send(content, pending.card?.no);
    if (sent && pending.card) pending.remove();
    return sent;
  };

  const end = async () => {
    setEndFailed(false);
    const ended = await chat.end();
    setConfirming(false);
    setEndFailed(!ended);
  };

  return (
    <>
      <div className={styles.toolbar}>
        {category && <span className={styles.category}>{MSG.chat.categories[category]}</span>}
        {!chat.closed && (
          <button type="button" className={`btn btn-outline ${styles.end}`} onClick={() => setConfirming(true)}>
            {MSG.chat.end}
          </button>
        )}
      </div>
      {endFailed && (
        <p role="alert" className={`form-failure ${styles.notice}`}>
          {MSG.chat.endFailed}
        </p>
      )}
      <ChatMessageList
        messages={chat.messages}
        viewerIsAdmin={false}
        otherReadNo={chat.otherReadNo}
        typing={chat.otherTyping}
        renderOrderCard={(order) => <ChatOrderCard order={order} href={paths.myOrder(order.no)} />}
      />
      {chat.closed ? (
        <ChatEnded onNewChat={onNewChat} opening={opening} failed={newChatFailed} />
      ) : (
        <ChatComposer onSend={send} onTyping={chat.notifyTyping} disabled={pending.loading}>
          <PendingOrder card={pending.card} failed={pending.failed} onRemove={pending.remove} />
          {chat.sendError && (
            <p role="alert" className="form-failure">
              {chat.sendError}
            </p>
          )}
        </ChatComposer>
      )}
      {confirming && !chat.closed && (
        <ConfirmDialog
          title={MSG.chat.endTitle}
          confirmText={MSG.chat.endConfirm}
          cancelText={MSG.chat.keep}
          onConfirm={() => void end()}
          onCancel={() => setConfirming(false)}
          busy={chat.ending}
          danger
        >
          <p>{MSG.chat.endBody}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
