import { z } from 'zod';
import { issue } from '../keys.js';
import { INT_MAX, pageArgs, rowNo } from './common.js';

/** The support chat's inquiry types, stored and answered by these Korean values. */
export const CHAT_CATEGORY = { PRODUCT: '상품문의', DELIVERY: '배송문의', OTHER: '기타문의' } as const;

export const MAX_MESSAGE_LENGTH = 1000;
/** Messages a conversation opens with; older ones page in with `before`. */
export const HISTORY_SIZE = 50;

/** A message's text, trimmed: 1 to 1,000 characters. */
const chatText = z
  .string()
  .trim()
  .min(1, issue('chat.blank'))
  .max(MAX_MESSAGE_LENGTH, issue('chat.tooLong', MAX_MESSAGE_LENGTH));

/** One room, by its number. */
export const chatRoomRef = z.strictObject({ chatNo: rowNo() });
export type ChatRoomRef = z.output<typeof chatRoomRef>;

/** A room as the documented paths name it: its member and its number. */
export const chatMemberRoom = chatRoomRef.extend({ userNo: rowNo() });

export const chatCategoryInput = chatRoomRef.extend({ category: z.enum(CHAT_CATEGORY) });
export type ChatCategoryInputValue = z.output<typeof chatCategoryInput>;

export const chatMessageInput = z.strictObject({
  chatNo: rowNo(),
  content: chatText,
  /** One of the member's orders, shown as a card. */
  orderNo: rowNo().nullish(),
});
export type ChatMessageInputValue = z.output<typeof chatMessageInput>;

/**
 * A SEND frame's body on the STOMP endpoint (§7): the message and the room's member as the original client names it;
 * `sendAdmin` is accepted but ignored (the side is the caller's role).
 */
export const stompChatMessage = chatMessageInput
  .omit({ orderNo: true })
  .extend({ userNo: rowNo(), sendAdmin: z.boolean().optional() });

/** A window of a room's messages: after a number (catching up), before one (older pages), or the latest. */
export const chatMessagesArgs = z.strictObject({
  chatNo: rowNo(),
  after: z.int().min(0).max(INT_MAX).nullish(),
  before: rowNo().nullish(),
  size: z.int().min(1).max(100).default(HISTORY_SIZE),
});
export type ChatMessagesArgsValue = z.output<typeof chatMessagesArgs>;

export const chatReadInput = chatRoomRef.extend({ upTo: z.int() });
export type ChatReadInputValue = z.output<typeof chatReadInput>;

/** The admin's inbox: rooms in progress or ended, a page at a time. */
export const chatRoomsArgs = pageArgs(10).extend({ closed: z.boolean() });
export type ChatRoomsArgsValue = z.output<typeof chatRoomsArgs>;

/** Typed after / in the composer: letters, digits, - and _. */
export const CANNED_SHORTCUT_RULE = /^[\p{L}\p{N}_-]{1,20}$/u;

/** The admin's canned reply: a new one, or a change of the one numbered `no`. */
export const cannedReplyInput = z.strictObject({
  no: rowNo().nullish(),
  shortcut: z.string().regex(CANNED_SHORTCUT_RULE, issue('common.badInput')),
  content: chatText,
});
export type CannedReplyInputValue = z.output<typeof cannedReplyInput>;
