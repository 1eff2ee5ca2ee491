import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { MSG } from '../../../lib/messages';
import { usePageParam } from '../../../lib/use-page-param';
import { CannedRepliesDialog } from '../canned/canned-replies-dialog';
import { useRoomInbox } from '../hooks/use-room-inbox';
import { Conversation } from './conversation';
import { RoomList } from './room-list';
import styles from './admin-chat-page.module.css';

/** Set on the history entry a room was opened from the list with: going back to the list is then Back. */
interface FromList {
  fromList?: boolean;
}

/**
 * /admin/help/chat (admin-console §2): the room list (in progress or ended) beside the selected conversation; on a
 * phone they are two screens. The tab, page and room live in the URL (?ended=1&page=2&room=5), so a reload and the
 * browser's Back keep the place.
 */
export function AdminChatPage() {
  useRoomInbox();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [page, setPage] = usePageParam();
  const [managing, setManaging] = useState(false);
  const closed = params.get('ended') === '1';
  const roomParam = Number(params.get('room'));
  const selected = Number.isInteger(roomParam) && roomParam > 0 ? roomParam : null;
  const fromList = (location.state as FromList | null)?.fromList === true;

  const setClosed = (ended: boolean) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete('page');
      if (ended) next.set('ended', '1');
      else next.delete('ended');
      return next;
    });

  // Moving between rooms replaces the entry, so Back leaves the conversation instead of walking through each room.
  const select = (no: number) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('room', String(no));
        return next;
      },
      selected === null ? { state: { fromList: true } } : { replace: true, state: location.state as unknown },
    );

  const back = () => {
    if (fromList) {
      void navigate(-1);
      return;
    }
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete('room');
      return next;
    });
  };

  return (
    <div className={styles.page} data-view={selected === null ? 'list' : 'conversation'}>
      <div className={styles.head}>
        <h1 className={styles.title}>{MSG.adminChat.title}</h1>
        <button type="button" className="btn btn-outline" onClick={() => setManaging(true)}>
          {MSG.adminChat.canned.manage}
        </button>
      </div>
      <div className={styles.columns}>
        <div className={styles.rooms}>
          <RoomList
            closed={closed}
            onClosedChange={setClosed}
            page={page}
            onPage={setPage}
            selectedNo={selected}
            onSelect={select}
          />
        </div>
        <div className={styles.main}>
          {selected === null ? (
            <p className={styles.placeholder}>{MSG.adminChat.selectRoom}</p>
          ) : (
            <Conversation key={selected} chatNo={selected} onBack={back} />
          )}
        </div>
      </div>
      {managing && <CannedRepliesDialog onClose={() => setManaging(false)} />}
    </div>
  );
}
