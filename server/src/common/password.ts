import { hash, verify } from '@node-rs/argon2';
import { type Message, msg, PASSWORD_RULE } from '@scene-shop/domain';

export function passwordProblem(pwd: string): Message | null {
  return PASSWORD_RULE.test(pwd) ? null : msg('auth.passwordRule');
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
