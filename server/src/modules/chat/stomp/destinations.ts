import { msg } from '@scene-shop/domain';
import { z } from 'zod';
import { badInput } from '../../../common/errors.js';
import { parseStrictJson } from '../../../http/json-body.js';
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

/** A SEND's body as the original client writes it. `sendAdmin` is accepted but ignored: the side is the caller's role. */
const draftSchema = z.strictObject({
  chatNo: z.number().int().positive(),
  userNo: z.number().int().positive(),
  content: z.string(),
  sendAdmin: z.boolean().optional(),
});

export interface ChatDraft {
  chatNo: number;
  /** The room's member, as the frame names it; the service checks it against the caller. */
  userNo: number;
  content: string;
}

/** Reads a SEND body; refuses anything but the JSON object above (naming the offending field). */
export function parseDraft(body: Buffer): ChatDraft {
  let json: unknown;
  try {
    // The rules of every HTTP body: no NUL (PostgreSQL cannot store it), no prototype keys.
    json = parseStrictJson(body.toString('utf8'));
  } catch {
    throw badInput(msg('common.badInput'));
  }
  const parsed = draftSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.code === 'unrecognized_keys' ? issue.keys.join(',') : issue?.path.join('.');
    throw badInput(msg('common.badInput'), field || undefined);
  }
  const { chatNo, userNo, content } = parsed.data;
  return { chatNo, userNo, content };
}

/** What a STOMP subscriber hears of a chat event; typing, read marks and categories stay with the GraphQL clients. */
export function stompDelivery(event: ChatEventData): { kind: ChatEventKind; body: unknown } | null {
  if (event.kind === 'MESSAGE' && event.message) return { kind: event.kind, body: event.message };
  if (event.kind === 'CLOSED') return { kind: event.kind, body: { chatNo: event.chatNo, closeChat: true } };
  return null;
}
