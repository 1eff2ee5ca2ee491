import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { msg, type CannedReplyInputValue, type RowRef } from '@scene-shop/domain';
import { conflict, notFound } from '../../common/errors.js';
import type { Context } from '../../context/context.js';
import { CannedReply } from './canned-reply.entity.js';

/** The shop keeps at most this many replies: enough for an inbox, small enough to list whole. */
export const MAX_CANNED_REPLIES = 100;

export const listCannedReplies = (ctx: Context): Promise<CannedReply[]> =>
  ctx.em.find(CannedReply, {}, { orderBy: { shortcut: 'asc' }, limit: MAX_CANNED_REPLIES });

/** Adds a reply, or changes the one numbered `no`. */
export async function saveCannedReply(ctx: Context, input: CannedReplyInputValue): Promise<CannedReply> {
  const { em } = ctx;
  const { no, shortcut, content } = input;
  const reply = no ? await em.findOne(CannedReply, { no }) : em.create(CannedReply, { shortcut, content });
  if (!reply) throw notFound();
  reply.shortcut = shortcut;
  reply.content = content;
  try {
    await em.flush();
  } catch (e) {
    if (e instanceof UniqueConstraintViolationException) throw conflict(msg('chat.shortcutTaken'), 'shortcut');
    throw e;
  }
  return reply;
}

export async function deleteCannedReply(ctx: Context, { no }: RowRef): Promise<boolean> {
  return (await ctx.em.nativeDelete(CannedReply, { no })) > 0;
}
