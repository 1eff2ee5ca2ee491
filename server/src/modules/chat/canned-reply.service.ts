import { msg } from '@scene-shop/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { conflict, notFound } from '../../common/errors.js';
import { CannedReply } from './canned-reply.entity.js';

/** The shop keeps at most this many replies: enough for an inbox, small enough to list whole. */
export const MAX_CANNED_REPLIES = 100;

export const listCannedReplies = (em: EntityManager): Promise<CannedReply[]> =>
  em.find(CannedReply, {}, { orderBy: { shortcut: 'asc' }, limit: MAX_CANNED_REPLIES });

/** Adds a reply, or changes the one numbered `no`. */
export async function saveCannedReply(
  em: EntityManager,
  input: { no?: number | null; shortcut: string; content: string },
): Promise<CannedReply> {
  const reply = input.no ? await em.findOne(CannedReply, { no: input.no }) : em.create(CannedReply, input);
  if (!reply) throw notFound();
  reply.shortcut = input.shortcut;
  reply.content = input.content.trim();
  try {
    await em.flush();
  } catch (e) {
    if (e instanceof UniqueConstraintViolationException) throw conflict(msg('chat.shortcutTaken'), 'shortcut');
    throw e;
  }
  return reply;
}

export async function deleteCannedReply(em: EntityManager, no: number): Promise<boolean> {
  return (await em.nativeDelete(CannedReply, { no })) > 0;
}
