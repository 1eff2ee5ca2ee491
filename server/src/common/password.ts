import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_RULE } from '@scene-shop/domain';
import { MSG } from './messages.js';

export function passwordProblem(pwd: string): string | null {
  return PASSWORD_RULE.test(pwd) ? null : MSG.auth.passwordRule;
}

export function hashPassword(pwd: string): Promise<string> {
  return hash(pwd);
}

export async function verifyPassword(hashed: string | null, pwd: string): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await verify(hashed, pwd);
  } catch {
    return false;
  }
}
