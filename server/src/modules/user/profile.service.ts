import type { Readable } from 'node:stream';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { msg, type NicknameCheckArgsValue, type ProfileInputValue } from '@scene-shop/domain';
import { conflict, unauthenticated } from '../../common/errors.js';
import type { Context } from '../../context/context.js';
import { requireViewer } from '../../context/policy.js';
import { User } from './user.entity.js';

/** The profile form and its optional new picture. */
export type ProfileUpdate = ProfileInputValue & { image: Readable | null };

const takenByOther = async (em: EntityManager, nickname: string, userNo: number) =>
  (await em.count(User, { nickname, no: { $ne: userNo } })) > 0;

/** Community profile: nickname (unique; empty clears it), bio (empty clears it) and an optional new picture. */
export async function updateProfile(ctx: Context, { nickname, bio, image }: ProfileUpdate): Promise<User> {
  const { em } = ctx;
  const user = await em.findOne(User, { no: requireViewer(ctx).no, withdrawnAt: null });
  if (!user) throw unauthenticated();
  // A nickname or bio left out (or null) stays as it is.
  if (nickname != null && nickname !== user.nickname) {
    if (nickname && (await takenByOther(em, nickname, user.no))) {
      throw conflict(msg('profile.nicknameTaken'), 'nickname');
    }
    user.nickname = nickname || null;
  }
  if (bio !== undefined) user.bio = bio || null;
  // The file is checked and stored before the row changes, so a bad file changes nothing.
  if (image) user.pic = (await ctx.storage.save(image, 'profile')).url;
  try {
    await em.flush();
  } catch (e) {
    // Two members racing for the same free nickname: the unique index decides, the loser hears it is taken.
    if (e instanceof UniqueConstraintViolationException) throw conflict(msg('profile.nicknameTaken'), 'nickname');
    throw e;
  }
  return user;
}

/**
 * Whether the nickname is free for the caller (their own current one counts as free), as the profile form checks it
 * while the member types; limited per address like the other existence checks.
 */
export async function nicknameAvailable(ctx: Context, { nickname }: NicknameCheckArgsValue): Promise<boolean> {
  const viewer = requireViewer(ctx);
  await ctx.limits.consume('existenceCheck', ctx.ip);
  return !(await takenByOther(ctx.em, nickname, viewer.no));
}
