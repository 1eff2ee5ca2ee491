import type { ChatCategory, ChatMessageList_MessageFragment, UseChatRoom_RoomFragment } from '../../gql/graphql';

export type ChatMessage = ChatMessageList_MessageFragment;

/** What happened in a room since it was loaded: messages, category, end and read marks from events and answers. */
export interface LiveRoom {
  chatNo: number;
  messages: ReadonlyMap<number, ChatMessage>;
  /** Undefined: no CATEGORY event yet. */
  category: ChatCategory | null | undefined;
  closed: boolean;
  adminReadNo: number;
  memberReadNo: number;
}

export const freshRoom = (chatNo: number): LiveRoom => ({
  chatNo,
  messages: new Map(),
  category: undefined,
  closed: false,
  adminReadNo: 0,
  memberReadNo: 0,
});

/**
 * Adds messages by their number: the sender's own answer and the event carrying the same message are one message.
 * Answers about another room (a late reply after the page moved on) are ignored.
 */
export function withMessages(live: LiveRoom, chatNo: number, added: readonly ChatMessage[]): LiveRoom {
  if (live.chatNo !== chatNo || added.every((m) => live.messages.has(m.no))) return live;
  const messages = new Map(live.messages);
  for (const message of added) messages.set(message.no, message);
  return { ...live, messages };
}

/** Moves read marks forward only: events and answers may arrive out of order. */
export function withReadMarks(live: LiveRoom, chatNo: number, marks: { admin?: number; member?: number }): LiveRoom {
  if (live.chatNo !== chatNo) return live;
  return {
    ...live,
    adminReadNo: Math.max(live.adminReadNo, marks.admin ?? 0),
    memberReadNo: Math.max(live.memberReadNo, marks.member ?? 0),
  };
}

/** The loaded messages and the live ones, each once, oldest first. */
export function mergedMessages(loaded: readonly ChatMessage[], live: LiveRoom): ChatMessage[] {
  if (live.messages.size === 0) return [...loaded];
  const all = new Map(loaded.map((m) => [m.no, m]));
  for (const [no, message] of live.messages) all.set(no, message);
  return [...all.values()].sort((a, b) => a.no - b.no);
}

/** The room as first loaded with what happened since laid over it. */
export function currentRoom(loaded: UseChatRoom_RoomFragment, live: LiveRoom): UseChatRoom_RoomFragment {
  return {
    ...loaded,
    category: live.category === undefined ? loaded.category : live.category,
    closeChat: loaded.closeChat || live.closed,
    adminReadNo: Math.max(loaded.adminReadNo, live.adminReadNo),
    memberReadNo: Math.max(loaded.memberReadNo, live.memberReadNo),
  };
}
