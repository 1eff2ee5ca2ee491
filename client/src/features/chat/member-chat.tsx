import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { ChatCategory, OpenChatMutation as OpenChatData } from '../../gql/graphql';
import { graphqlErrorMessage } from '../../lib/graphql-error';
import { MSG } from '../../lib/messages';
import { CategoryChooser } from './category-chooser';
import { ChatConversation } from './chat-conversation';
import { SetChatCategoryMutation } from './operations';

interface Props {
  conversation: OpenChatData['openChat'];
  onNewChat(): void;
  opening: boolean;
  /** Why the last "새 상담 시작" failed, if it did. */
  newChatFailed: string | null;
}

/**
 * One room of the member: the category first when an open room has none (spec §2), then the conversation; an ended
 * room is shown as it ended, read only.
 */
export function MemberChat({ conversation, onNewChat, opening, newChatFailed }: Props) {
  const { room, messages } = conversation;
  const [setCategory, { loading, error }] = useMutation(SetChatCategoryMutation);
  const [chosen, setChosen] = useState<ChatCategory | null>(null);
  const category = chosen ?? room.category;

  const choose = (next: ChatCategory) => {
    setCategory({ variables: { chatNo: room.no, category: next } })
      .then(({ data }) => setChosen(data?.setChatCategory.category ?? next))
      .catch(() => {}); // shown from the mutation's error below
  };

  if (!category && !room.closeChat) {
    return (
      <CategoryChooser
        onChoose={choose}
        busy={loading}
        error={error ? graphqlErrorMessage(error, MSG.chat.categoryFailed) : null}
      />
    );
  }
  return (
    <ChatConversation
      room={{ ...room, category }}
      messages={messages}
      onNewChat={onNewChat}
      opening={opening}
      newChatFailed={newChatFailed}
    />
  );
}
