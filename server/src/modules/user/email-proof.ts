import jwt from 'jsonwebtoken';
import type { Config } from '../../config/env.js';
import { secretKey } from '../../context/token.js';

/** How long a verified email may be registered with (and its owner shown their details). */
export const VERIFIED_FOR_MS = 30 * 60_000;
const PROOF_AUDIENCE = 'email-verification';

/**
 * The proof a verified code answers: signed by us and short-lived, so the email check can show the email's owner
 * their details (header X-Email-Verification) without the code being typed again.
 */
export function signProof(config: Config, email: string): string {
  return jwt.sign({ email }, secretKey(config), {
    algorithm: 'HS256',
    audience: PROOF_AUDIENCE,
    expiresIn: VERIFIED_FOR_MS / 1000,
  });
}

/** The email a verification proof vouches for, or null. */
export function provenEmail(config: Config, proof: string | null | undefined): string | null {
  if (!proof || proof.length > 1024) return null;
  try {
    const claims = jwt.verify(proof, secretKey(config), { algorithms: ['HS256'], audience: PROOF_AUDIENCE });
    return typeof claims === 'object' && typeof claims.email === 'string' ? claims.email : null;
  } catch {
    return null;
  }
}
