import type { Readable } from 'node:stream';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { msg, NICKNAME_MAX } from '@scene-shop/domain';
import { badInput, conflict, unauthenticated } from '../../common/errors.js';
import type { Storage } from '../../common/storage.js';
import { toInput, validateInput } from '../../common/validation.js';
import type { Viewer } from '../../context/policy.js';
import type { Caller } from './auth.service.js';
import { ProfileInput } from './profile.inputs.js';
import { User } from './user.entity.js';

const takenByOther = async (em: EntityManager, nickname: string, userNo: number) =>
  (await em.count(User, { nickname, no: { $ne: userNo } })) > 0;

/** Community profile: nickname (unique, ≤10), bio (≤30) and an optional new picture. */
export async function updateProfile(
  em: EntityManager,
  storage: Storage,
  viewer: Viewer,
  raw: ProfileInput,
  image: Readable | null,
): Promise<User> {
  const input = toInput(ProfileInput, raw);
  await validateInput(input);
  const user = await em.findOne(User, { no: viewer.no, withdrawnAt: null });
  if (!user) throw unauthenticated();
  const nickname = input.nickname?.trim();
  if (nickname !== undefined && nickname !== user.nickname) {
    if (nickname && (await takenByOther(em, nickname, user.no)))
      throw conflict(msg('profile.nicknameTaken'), 'nickname');
    user.nickname = nickname || null;
  }
  if (input.bio !== undefined) user.bio = input.bio?.trim() || null;
  // The file is checked and stored before the row changes, so a bad file changes nothing.
  if (image) user.pic = (await storage.save(image, 'profile')).url;
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
 * Whether the nickname is free for the viewer (their own current one counts as free), as the profile form checks it
 * while the member types: 1–10 characters once trimmed; limited per address like the other existence checks.
 */
export async function nicknameAvailable(
  em: EntityManager,
  caller: Caller,
  viewer: Viewer,
  raw: string,
): Promise<boolean> {
  const nickname = raw.trim();
  if (!nickname || nickname.includes('\0')) throw badInput(msg('profile.nicknameRequired'), 'nickname');
  if (nickname.length > NICKNAME_MAX) throw badInput(msg('profile.nicknameTooLong'), 'nickname');
  await caller.limits.consume('existenceCheck', caller.ip);
  return !(await takenByOther(em, nickname, viewer.no));
}
