import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { MyChatActivitySubscription, MyChatUnreadQuery } from '../chat/unread-operations';
import { MSG } from '../../lib/messages';
import { onReconnected } from '../../lib/subscription-link';
import styles from './support-button.module.css';

/**
 * The support button's dot for unread shop messages in the member's chat. Loaded only for signed-in members, with
 * the socket: a message from the shop, the member reading and an end all change the count, so it is asked again.
 */
export default function SupportButtonUnread({ descriptionId }: { descriptionId: string }) {
  const { data, refetch } = useQuery(MyChatUnreadQuery);
  useSubscription(MyChatActivitySubscription, {
    ignoreResults: true,
    onData: ({ data: result }) => {
      const event = result.data?.chatEvents;
      if (!event) return;
      const { kind, sendAdmin } = event;
      if ((kind === 'MESSAGE' && sendAdmin) || (kind === 'READ' && !sendAdmin) || kind === 'CLOSED') {
        refetch().catch(() => {}); // the dot keeps its last state until the next event
      }
    },
    onError: (e) => console.warn('chat activity subscription failed', e),
  });
  // Events sent while the socket was down are gone: count again once it is back.
  useEffect(() => onReconnected(() => void refetch().catch(() => {})), [refetch]);

  if (!data?.myChatUnread) return null;
  return (
    <>
      <span className={styles.dot} data-testid="support-chat-dot" aria-hidden="true" />
      {/* The button's description (aria-describedby): its name stays 고객지원. */}
      <span id={descriptionId} hidden>
        {MSG.chat.unread}
      </span>
    </>
  );
}
