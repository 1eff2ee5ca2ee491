import { graphql } from '../../../gql';
import type { RoomRow_RoomFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { formatRelativeTime } from '../../../lib/relative-time';
import { memberCode } from '../member-number';
import styles from './room-list.module.css';

export const RoomRow_room = graphql(`
  fragment RoomRow_room on ChatRoom {
    no
    userNo
    userName
    category
    closeChat
    unread
    updatedAt
    lastMessage {
      no
      content
      date
      sendAdmin
    }
  }
`);

interface Props {
  room: RoomRow_RoomFragment;
  selected: boolean;
  /** Relative times are counted from it, so every row of one render agrees. */
  now: number;
  onSelect(no: number): void;
}

/** One room: member, category, the last message and when, and how many of the member's messages wait unread. */
export function RoomRow({ room, selected, now, onSelect }: Props) {
  const last = room.lastMessage;
  const at = last?.date ?? room.updatedAt;
  return (
    <li data-testid="room-row" data-room={room.no}>
      <button
        type="button"
        className={selected ? `${styles.row} ${styles.selected}` : styles.row}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(room.no)}
      >
        <span className={styles.top}>
          <span className={styles.name}>{room.userName}</span>
          <span className={styles.code}>
            <span aria-hidden="true">{memberCode(room.userNo)}</span>
            <span className="visually-hidden">{MSG.adminChat.memberNumber(memberCode(room.userNo))}</span>
          </span>
          <time dateTime={at} className={styles.time}>
            {formatRelativeTime(at, now)}
          </time>
        </span>
        <span className={styles.bottom}>
          <span className={styles.category}>
            {room.category ? MSG.chat.categories[room.category] : MSG.adminChat.noCategory}
          </span>
          <span className={styles.preview}>{last ? last.content : MSG.adminChat.noMessageYet}</span>
          {room.unread > 0 && (
            <span className={styles.unread} data-testid="room-unread">
              <span aria-hidden="true">{room.unread > 99 ? '99+' : room.unread}</span>
              <span className="visually-hidden">{MSG.adminChat.unread(room.unread)}</span>
            </span>
          )}
        </span>
      </button>
    </li>
  );
}
