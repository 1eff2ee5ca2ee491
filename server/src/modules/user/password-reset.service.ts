import { msg } from '@scene-shop/domain';
import { randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, badInput } from '../../common/errors.js';
import { MSG } from '../../common/messages.js';
import { hashPassword } from '../../common/password.js';
import { parseEmail, type CodeDeps } from './email-code.service.js';
import { User } from './user.entity.js';

const TEMPORARY_FOR_MS = 30 * 60_000;
const LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIALS = '!@#$%^&*';

const pick = (chars: string) => chars[randomInt(chars.length)]!;

/** 12 random characters that satisfy the password rule (a letter, a digit and a special one), unambiguous to read. */
export function temporaryPassword(): string {
  const all = LETTERS + DIGITS + SPECIALS;
  const chars = [pick(LETTERS), pick(DIGITS), pick(SPECIALS), ...Array.from({ length: 9 }, () => pick(all))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/**
 * Mails a temporary password to the member whose own id and email both match, valid for 30 minutes. A mismatch
 * answers the spec's one message, whether the id exists or not. Limited per id and per address.
 */
export async function requestPasswordReset(em: EntityManager, deps: CodeDeps, id: string, email: string) {
  await deps.limits.consume('resetByAddress', deps.ip);
  await deps.limits.consume('resetById', id.trim().toLowerCase());
  // Only own-id accounts without a social link may change their password (storefront §5), so only they may reset it.
  const where = { id: id.trim(), email: parseEmail(email), withdrawnAt: null, idK: null, idN: null };
  const user = await em.findOne(User, where);
  if (!user) throw badInput(msg('auth.resetFailed'));
  const pwd = temporaryPassword();
  user.tempPwd = await hashPassword(pwd);
  user.tempPwdExpiresAt = new Date(Date.now() + TEMPORARY_FOR_MS);
  await em.flush();
  try {
    await deps.mailer.send({ to: user.email!, ...MSG.mail.passwordReset(user.id!, pwd) });
  } catch (err) {
    deps.logger.error({ err }, 'password reset mail not sent');
    throw new AppError('SERVICE_UNAVAILABLE', msg('mail.sendFailed'));
  }
}
