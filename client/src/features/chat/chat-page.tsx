import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { QueryState } from '../../components/ui/query-state';
import { graphqlErrorMessage } from '../../lib/graphql-error';
import { MSG } from '../../lib/messages';
import { MemberChat } from './member-chat';
import { OpenChatMutation } from './operations';
import styles from './chat.module.css';

/**
 * /user/chat (login required): the member's support chat. Opening the page opens the member's room (a new one when
 * the last has ended); "새 상담 시작" after an end asks again and gets the new room.
 */
export function ChatPage() {
  const [openChat, { data, loading, error, called }] = useMutation(OpenChatMutation);
  const open = useCallback(() => {
    openChat().catch(() => {}); // shown from the mutation's error below, with a retry
  }, [openChat]);
  useEffect(open, [open]);

  const conversation = data?.openChat;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{MSG.chat.title}</h1>
      <div className={styles.panel}>
        <QueryState
          data={conversation}
          loading={loading || !called}
          error={error}
          onRetry={open}
          texts={{ loading: MSG.chat.opening, error: graphqlErrorMessage(error, MSG.chat.openFailed) }}
        >
          {(c) => <MemberChat key={c.room.no} conversation={c} onNewChat={open} opening={loading} />}
        </QueryState>
      </div>
    </div>
  );
}
