import { msg } from '@scene-shop/domain';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import type { Logger } from 'pino';
import { AppError, badInput } from '../../common/errors.js';
import type { Mailer } from '../../common/mail.js';
import { MSG } from '../../common/messages.js';
import type { RateLimits } from '../../common/rate-limits.js';
import type { Config } from '../../config/env.js';
import { secretKey } from '../../context/token.js';
import { EmailVerification } from './email-verification.entity.js';

const CODE_TTL_MS = 10 * 60_000;
const MAX_ATTEMPTS = 5;
/** How long a verified email may be registered with (and its owner shown their details). */
export const VERIFIED_FOR_MS = 30 * 60_000;
const PROOF_AUDIENCE = 'email-verification';

export interface CodeDeps {
  config: Config;
  mailer: Mailer;
  limits: RateLimits;
  logger: Logger;
  ip: string;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const EMAIL = z.email().max(100);

/** A well-formed email, trimmed and lower-cased, or 400 with the form's message. */
export function parseEmail(raw: string): string {
  const email = normalizeEmail(raw);
  if (!EMAIL.safeParse(email).success) throw badInput(msg('auth.emailInvalid'), 'email');
  return email;
}

const hashCode = (config: Config, email: string, code: string) =>
  createHmac('sha256', config.JWT_SECRET).update(`${email}\n${code}`).digest();

/**
 * Mails a fresh 6-digit code; earlier unused codes of that email stop working. Limited per email and per address,
 * since each call puts a mail in someone's inbox.
 */
export async function sendCode(em: EntityManager, deps: CodeDeps, rawEmail: string): Promise<void> {
  const email = parseEmail(rawEmail);
  await deps.limits.consume('codeByAddress', deps.ip);
  await deps.limits.consume('codeByEmail', email);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await em.transactional(async (tx) => {
    await tx.nativeDelete(EmailVerification, { email, verifiedAt: null });
    tx.create(EmailVerification, {
      email,
      codeHash: hashCode(deps.config, email, code).toString('hex'),
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    });
  });
  try {
    await deps.mailer.send({ to: email, ...MSG.mail.verification(code) });
  } catch (err) {
    deps.logger.error({ err }, 'verification mail not sent');
    throw new AppError('SERVICE_UNAVAILABLE', msg('auth.codeSendFailed'));
  }
}

export type CodeCheck = { status: 'VERIFIED'; proof: string } | { status: 'MISMATCH' | 'FAILED' };

/**
 * Checks a code. Each try uses one of its five attempts in a single conditional statement, so parallel guesses
 * cannot exceed them; an expired, used-up or replaced code fails whatever is typed.
 */
export async function verifyCode(
  em: EntityManager,
  config: Config,
  rawEmail: string,
  code: string,
): Promise<CodeCheck> {
  const email = parseEmail(rawEmail);
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
  const proof = jwt.sign({ email }, secretKey(config), {
    algorithm: 'HS256',
    audience: PROOF_AUDIENCE,
    expiresIn: VERIFIED_FOR_MS / 1000,
  });
  return { status: 'VERIFIED', proof };
}

/** The email a verification proof (answered by verifyCode) vouches for, or null. */
export function provenEmail(config: Config, proof: string | undefined): string | null {
  if (!proof || proof.length > 1024) return null;
  try {
    const claims = jwt.verify(proof, secretKey(config), { algorithms: ['HS256'], audience: PROOF_AUDIENCE });
    return typeof claims === 'object' && typeof claims.email === 'string' ? claims.email : null;
  } catch {
    return null;
  }
}

/** Whether the email was verified recently enough to register with; registering uses the verification up. */
export async function isRecentlyVerified(em: EntityManager, email: string): Promise<boolean> {
  const since = new Date(Date.now() - VERIFIED_FOR_MS);
  return (await em.count(EmailVerification, { email: normalizeEmail(email), verifiedAt: { $gt: since } })) > 0;
}
