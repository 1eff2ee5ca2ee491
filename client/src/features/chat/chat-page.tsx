import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../components/ui/query-state';
import { graphqlErrorMessage } from '../../lib/graphql-error';
import { MSG } from '../../lib/messages';
import { MemberChat } from './member-chat';
import { MyChatQuery, OpenChatMutation } from './operations';
import styles from './chat.module.css';

/**
 * /user/chat (login required): the member's support chat. The page shows the member's latest room: the open one, or
 * the last one ended, read only, until "새 상담 시작" opens a new room (a reload never loses the ended conversation).
 * A member who never chatted, or who comes from an order to ask about it, gets an open room at once.
 */
export function ChatPage() {
  const latest = useQuery(MyChatQuery, { fetchPolicy: 'network-only' });
  const [openChat, opened] = useMutation(OpenChatMutation);
  const open = useCallback(() => {
    openChat().catch(() => {}); // shown from the mutation's error, with a retry
  }, [openChat]);
  // A member who never chatted, or who comes to ask about an order (?order=) after the last chat ended, gets a room.
  const asking = useSearchParams()[0].has('order');
  const none = latest.data?.myChat === null;
  const mustOpen = none || (asking && latest.data?.myChat?.room.closeChat === true);
  useEffect(() => {
    if (mustOpen && !opened.called) open();
  }, [mustOpen, opened.called, open]);

  const conversation = opened.data?.openChat ?? latest.data?.myChat ?? undefined;
  const error = latest.error ?? opened.error;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{MSG.chat.title}</h1>
      <div className={styles.panel}>
        <QueryState
          data={conversation}
          loading={latest.loading || opened.loading || (mustOpen && !opened.called)}
          error={error}
          onRetry={latest.error ? () => void latest.refetch().catch(() => {}) : open}
          texts={{ loading: MSG.chat.opening, error: graphqlErrorMessage(error, MSG.chat.openFailed) }}
        >
          {(c) => (
            <MemberChat
              key={c.room.no}
              conversation={c}
              onNewChat={open}
              opening={opened.loading}
              newChatFailed={opened.error ? graphqlErrorMessage(opened.error, MSG.chat.openFailed) : null}
            />
          )}
        </QueryState>
      </div>
    </div>
  );
}
