import { MSG } from '../../common/messages.js';
import type { User } from './user.entity.js';

/** A withdrawn member's nickname is gone; their words stay, signed as a withdrawn member. */
export function displayNickname(user: User): string {
  return user.withdrawnAt ? MSG.profile.withdrawnMember : (user.nickname ?? '');
}
