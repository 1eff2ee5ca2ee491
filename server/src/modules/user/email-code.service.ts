import { msg, type EmailCodeInputValue, type EmailRef } from '@scene-shop/domain';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../common/errors.js';
import type { Config } from '../../config/env.js';
import type { Context } from '../../context/context.js';
import { signProof } from './email-proof.js';
import { EmailVerification } from './email-verification.entity.js';
import { mailTo, verificationMail } from './mails.js';

const CODE_TTL_MS = 10 * 60_000;
const MAX_ATTEMPTS = 5;

const hashCode = (config: Config, email: string, code: string) =>
  createHmac('sha256', config.JWT_SECRET).update(`${email}\n${code}`).digest();

/**
 * Mails a fresh 6-digit code, in the request's language (there is no account yet); earlier unused codes of that
 * email stop working. Limited per email and per address, since each call puts a mail in someone's inbox.
 */
export async function sendCode(ctx: Context, { email }: EmailRef): Promise<void> {
  await ctx.limits.consume('codeByAddress', ctx.ip);
  await ctx.limits.consume('codeByEmail', email);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.em.transactional(async (tx) => {
    await tx.nativeDelete(EmailVerification, { email, verifiedAt: null });
    tx.create(EmailVerification, {
      email,
      codeHash: hashCode(ctx.config, email, code).toString('hex'),
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    });
  });
  try {
    await ctx.mailer.send(mailTo(email, verificationMail(code), ctx.language));
  } catch (err) {
    ctx.logger.error({ err }, 'verification mail not sent');
    throw new AppError('SERVICE_UNAVAILABLE', msg('auth.codeSendFailed'));
  }
}

export type CodeCheck = { status: 'VERIFIED'; proof: string } | { status: 'MISMATCH' | 'FAILED' };

/**
 * Checks a code. Each try uses one of its five attempts in a single conditional statement, so parallel guesses
 * cannot exceed them; an expired, used-up or replaced code fails whatever is typed.
 */
export async function verifyCode(ctx: Context, { email, code }: EmailCodeInputValue): Promise<CodeCheck> {
  const { em, config } = ctx;
  if (!/^\d{6}$/.test(code)) return { status: 'MISMATCH' };
  const [row] = await em.execute<{ no: number; code_hash: string }[]>(
    `update email_verification set attempts = attempts + 1
      where no = (select max(no) from email_verification where email = ? and verified_at is null)
        and attempts < ? and expires_at > now()
      returning no, code_hash`,
    [email, MAX_ATTEMPTS],
  );
  if (!row) return { status: 'FAILED' };
  if (!timingSafeEqual(Buffer.from(row.code_hash, 'hex'), hashCode(config, email, code))) return { status: 'MISMATCH' };
  const marked = await em.execute(
    'update email_verification set verified_at = now() where no = ? and verified_at is null returning no',
    [row.no],
  );
  if (marked.length === 0) return { status: 'FAILED' };
  return { status: 'VERIFIED', proof: signProof(config, email) };
}
