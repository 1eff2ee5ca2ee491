import { msg, type PasswordResetInputValue } from '@scene-shop/domain';
import { randomInt } from 'node:crypto';
import { AppError, badInput } from '../../common/errors.js';
import { hashPassword } from '../../common/password.js';
import type { Context } from '../../context/context.js';
import { mailTo, passwordResetMail } from './mails.js';
import { User } from './user.entity.js';

const TEMPORARY_FOR_MS = 30 * 60_000;
const LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIALS = '!@#$%^&*';

const pick = (chars: string) => chars[randomInt(chars.length)]!;

/** 12 random characters that satisfy the password rule (a letter, a digit and a special one), unambiguous to read. */
function temporaryPassword(): string {
  const all = LETTERS + DIGITS + SPECIALS;
  const chars = [pick(LETTERS), pick(DIGITS), pick(SPECIALS), ...Array.from({ length: 9 }, () => pick(all))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/**
 * Mails a temporary password to the member whose own id and email both match, valid for 30 minutes, in the member's
 * language (else the request's). A mismatch answers the spec's one message, whether the id exists or not. Limited
 * per id and per address.
 */
export async function requestPasswordReset(ctx: Context, { id, email }: PasswordResetInputValue): Promise<void> {
  await ctx.limits.consume('resetByAddress', ctx.ip);
  await ctx.limits.consume('resetById', id.toLowerCase());
  // Only own-id accounts without a social link may change their password (storefront §5), so only they may reset it.
  const where = { id, email, withdrawnAt: null, idK: null, idN: null };
  const user = await ctx.em.findOne(User, where);
  if (!user) throw badInput(msg('auth.resetFailed'));
  const pwd = temporaryPassword();
  user.tempPwd = await hashPassword(pwd);
  user.tempPwdExpiresAt = new Date(Date.now() + TEMPORARY_FOR_MS);
  await ctx.em.flush();
  try {
    await ctx.mailer.send(mailTo(user.email!, passwordResetMail(user.id!, pwd), user.language ?? ctx.language));
  } catch (err) {
    ctx.logger.error({ err }, 'password reset mail not sent');
    throw new AppError('SERVICE_UNAVAILABLE', msg('mail.sendFailed'));
  }
}
