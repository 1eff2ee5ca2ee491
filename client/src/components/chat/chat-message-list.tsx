import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { graphql } from '../../gql';
import type { ChatMessageList_MessageFragment, ChatOrderCard_OrderFragment } from '../../gql/graphql';
import { formatKoreanDate } from '../../lib/format';
import { MSG } from '../../lib/messages';
import { ChatOrderCard } from './chat-order-card';
import { formatChatTime, sameSeoulDay } from './chat-time';
import styles from './chat-message-list.module.css';

export const ChatMessageList_message = graphql(`
  fragment ChatMessageList_message on ChatMessage {
    no
    chatNo
    content
    date
    sendAdmin
    userNo
    order {
      ...ChatOrderCard_order
    }
  }
`);

/** How close to the bottom (px) still counts as reading the latest messages. */
const NEAR_BOTTOM = 48;

interface Props {
  /** Oldest first. */
  messages: readonly ChatMessageList_MessageFragment[];
  /** Which side is looking: its own messages are on the right. */
  viewerIsAdmin: boolean;
  /** The other side has read up to this message: the viewer's messages up to it are marked 읽음. */
  otherReadNo: number;
  /** The other side is typing. */
  typing: boolean;
  /** Draws an attached order; the default card is not a link. */
  renderOrderCard?: (order: ChatOrderCard_OrderFragment) => ReactNode;
}

const plainCard = (order: ChatOrderCard_OrderFragment) => <ChatOrderCard order={order} />;

/**
 * A conversation, oldest first: bubbles by side, times, day separators and read marks. It follows new messages while
 * the reader is at the bottom; a reader who scrolled up stays put and gets a button to the new ones instead.
 */
export function ChatMessageList({ messages, viewerIsAdmin, otherReadNo, typing, renderOrderCard = plainCard }: Props) {
  const logRef = useRef<HTMLDivElement>(null);
  // The effect needs the latest value without re-running on it; the render needs it as state.
  const pinnedRef = useRef(true);
  const [pinned, setPinned] = useState(true);
  const [unseen, setUnseen] = useState(false);
  const last = messages.at(-1);
  const lastNo = last?.no ?? 0;
  const lastIsOwn = last !== undefined && last.sendAdmin === viewerIsAdmin;

  // A message from the other side while the reader is scrolled up: offer the way down instead of pulling them there.
  const [shownNo, setShownNo] = useState(lastNo);
  if (lastNo !== shownNo) {
    setShownNo(lastNo);
    if (!pinned && !lastIsOwn) setUnseen(true);
  }

  useLayoutEffect(() => {
    const log = logRef.current;
    // The viewer's own message always brings them down: they want to see it sent.
    if (log && (pinnedRef.current || lastIsOwn)) log.scrollTop = log.scrollHeight;
  }, [lastNo, lastIsOwn, typing]);

  const onScroll = () => {
    const log = logRef.current!;
    const atBottom = log.scrollHeight - log.scrollTop - log.clientHeight < NEAR_BOTTOM;
    pinnedRef.current = atBottom;
    setPinned(atBottom);
    if (atBottom) setUnseen(false);
  };

  const toBottom = () => {
    const log = logRef.current!;
    log.scrollTo({ top: log.scrollHeight, behavior: 'smooth' });
    setUnseen(false);
  };

  const otherSide = viewerIsAdmin ? MSG.chat.fromMember : MSG.chat.fromShop;
  return (
    <div className={styles.frame}>
      <div
        ref={logRef}
        className={styles.log}
        role="log"
        aria-live="polite"
        aria-label={MSG.chat.log}
        // A scrolling region must be reachable by keyboard to be scrolled by it.
        tabIndex={0}
        onScroll={onScroll}
      >
        {messages.length === 0 ? (
          <div className={styles.empty}>
            <p>{MSG.chat.empty}</p>
            {!viewerIsAdmin && <p className={styles.hint}>{MSG.chat.emptyHint}</p>}
          </div>
        ) : (
          <ol className={styles.list}>
            {messages.map((message, i) => {
              const own = message.sendAdmin === viewerIsAdmin;
              const previous = messages[i - 1];
              return [
                (!previous || !sameSeoulDay(previous.date, message.date)) && (
                  <li key={`day-${message.no}`} className={styles.day}>
                    <span>{formatKoreanDate(message.date)}</span>
                  </li>
                ),
                <li
                  key={message.no}
                  className={own ? styles.own : styles.other}
                  data-testid="chat-message"
                  data-own={own}
                >
                  <span className="visually-hidden">{own ? MSG.chat.fromMe : otherSide}</span>
                  <div className={styles.bubble}>
                    {message.order && renderOrderCard(message.order)}
                    <p className={styles.content}>{message.content}</p>
                  </div>
                  <span className={styles.meta}>
                    {own && message.no <= otherReadNo && <span className={styles.read}>{MSG.chat.read}</span>}
                    <time dateTime={message.date}>{formatChatTime(message.date)}</time>
                  </span>
                </li>,
              ];
            })}
          </ol>
        )}
        {typing && (
          <p className={styles.typing} data-testid="chat-typing">
            <span className={styles.dots} aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            {viewerIsAdmin ? MSG.chat.memberTyping : MSG.chat.shopTyping}
          </p>
        )}
      </div>
      {unseen && (
        <button type="button" className={styles.jump} onClick={toBottom}>
          {MSG.chat.newMessages}
        </button>
      )}
    </div>
  );
}
