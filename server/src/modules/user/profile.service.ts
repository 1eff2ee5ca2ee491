import type { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict, unauthenticated } from '../../common/errors.js';
import { MSG } from '../../common/messages.js';
import type { Storage } from '../../common/storage.js';
import { toInput, validateInput } from '../../common/validation.js';
import type { Viewer } from '../../context/policy.js';
import { ProfileInput } from './profile.inputs.js';
import { User } from './user.entity.js';

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
    if (nickname && (await em.count(User, { nickname, no: { $ne: user.no } })) > 0) {
      throw conflict(MSG.profile.nicknameTaken, 'nickname');
    }
    user.nickname = nickname || null;
  }
  if (input.bio !== undefined) user.bio = input.bio?.trim() || null;
  // The file is checked and stored before the row changes, so a bad file changes nothing.
  if (image) user.pic = (await storage.save(image, 'profile')).url;
  await em.flush();
  return user;
}
