import { msg, stompChatMessage } from '@scene-shop/domain';
import type { z } from 'zod';
import { badInput } from '../../../common/errors.js';
import { parseInput } from '../../../common/input.js';
import { parseStrictJson } from '../../../common/strict-json.js';
import type { ChatEventData, ChatEventKind } from '../../../common/pubsub.js';

/** Where a member's rooms are heard: `1_` is the shop's (admin's) side, then the member's number. */
const ROOM = /^\/sub\/chat\/room\/1_([1-9]\d{0,14})$/;

/** Where messages are sent. */
export const SEND_DESTINATION = '/pub/chat/message';

/** The member whose rooms a subscription destination names, or null for any other destination. */
export function memberOfDestination(destination: string): number | null {
  const match = ROOM.exec(destination);
  const ownerNo = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(ownerNo) ? ownerNo : null;
}

/** A SEND's message: the room, its member as the frame names it (the service checks it against the caller), the text. */
export type ChatDraft = Pick<z.output<typeof stompChatMessage>, 'chatNo' | 'userNo' | 'content'>;

/** Reads a SEND body: the JSON object of the domain's STOMP message schema, or the refusal of its first problem. */
export function parseDraft(body: Buffer): ChatDraft {
  let json: unknown;
  try {
    // The rules of every HTTP body: no NUL (PostgreSQL cannot store it), no prototype keys.
    json = parseStrictJson(body.toString('utf8'));
  } catch {
    throw badInput(msg('common.badInput'));
  }
  const { chatNo, userNo, content } = parseInput(stompChatMessage, json);
  return { chatNo, userNo, content };
}

/** What a STOMP subscriber hears of a chat event; typing, read marks and categories stay with the GraphQL clients. */
export function stompDelivery(event: ChatEventData): { kind: ChatEventKind; body: unknown } | null {
  if (event.kind === 'MESSAGE' && event.message) return { kind: event.kind, body: event.message };
  if (event.kind === 'CLOSED') return { kind: event.kind, body: { chatNo: event.chatNo, closeChat: true } };
  return null;
}
