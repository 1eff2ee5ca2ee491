import { useQuery } from '@apollo/client/react';
import { QueryState } from '../../../components/ui/query-state';
import { MSG } from '../../../lib/messages';
import { ChatConversationQuery } from '../operations';
import { BackButton } from './back-button';
import { LiveConversation } from './live-conversation';
import styles from './conversation.module.css';

interface Props {
  chatNo: number;
  /** Back to the room list (on a phone the two are separate screens). */
  onBack(): void;
}

/** The selected room: loaded once, then live (messages, typing, read marks, end) through the shared chat hook. */
export function Conversation({ chatNo, onBack }: Props) {
  const { data, loading, error, refetch } = useQuery(ChatConversationQuery, {
    variables: { chatNo },
    // A room seen before shows at once; what came since it was left is asked for all the same.
    fetchPolicy: 'cache-and-network',
  });
  return (
    <div className={styles.conversation}>
      {!data && <BackButton onBack={onBack} />}
      <QueryState
        data={data?.chatConversation}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        texts={{ loading: MSG.adminChat.loadingConversation, error: MSG.adminChat.conversationError }}
      >
        {(found) => <LiveConversation room={found.room} messages={found.messages} onBack={onBack} />}
      </QueryState>
    </div>
  );
}
