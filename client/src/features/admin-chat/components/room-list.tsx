import { useQuery } from '@apollo/client/react';
import { PagedList } from '../../../components/ui/paged-list';
import { MSG } from '../../../lib/messages';
import { useNow } from '../hooks/use-now';
import { ChatRoomsQuery, ROOM_PAGE_SIZE } from '../operations';
import { RoomRow } from './room-row';
import styles from './room-list.module.css';

interface Props {
  /** The ended chats instead of the ones in progress. */
  closed: boolean;
  onClosedChange(closed: boolean): void;
  /** One-based. */
  page: number;
  onPage(page: number, replace?: boolean): void;
  selectedNo: number | null;
  onSelect(no: number): void;
}

/** The inbox (admin-console §2): in-progress or ended chats, latest activity first; live through useRoomInbox. */
export function RoomList({ closed, onClosedChange, page, onPage, selectedNo, onSelect }: Props) {
  const { data, loading, error, refetch } = useQuery(ChatRoomsQuery, {
    variables: { closed, page: page - 1, size: ROOM_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const now = useNow();

  return (
    <section className={styles.panel} aria-labelledby="admin-chat-rooms">
      <h2 id="admin-chat-rooms" className="visually-hidden">
        {MSG.adminChat.roomsTitle}
      </h2>
      <div className={styles.toggle} role="group" aria-label={MSG.adminChat.stateFilter}>
        {[false, true].map((ended) => (
          <button
            key={String(ended)}
            type="button"
            className={styles.toggleButton}
            aria-pressed={closed === ended}
            onClick={() => onClosedChange(ended)}
          >
            {ended ? MSG.adminChat.ended : MSG.adminChat.inProgress}
          </button>
        ))}
      </div>
      <PagedList
        data={data?.chatRooms}
        loading={loading}
        error={error}
        texts={{
          loading: MSG.adminChat.loadingRooms,
          error: MSG.adminChat.roomsError,
          empty: closed ? MSG.adminChat.emptyEnded : MSG.adminChat.emptyInProgress,
        }}
        onRetry={() => void refetch()}
        page={page}
        onPage={onPage}
        pagerLabel={MSG.adminChat.roomsPagination}
      >
        {(found) => (
          <ul className={styles.list}>
            {found.content.map((room) => (
              <RoomRow key={room.no} room={room} now={now} selected={room.no === selectedNo} onSelect={onSelect} />
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
