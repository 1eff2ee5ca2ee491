import jwt from 'jsonwebtoken';
import type { Config } from '../config/env.js';

/** What a token claims: the member and the token version it was issued under. Roles are read from the database. */
export interface TokenClaims {
  no: number;
  ver: number;
}

export function signToken(config: Config, claims: TokenClaims): string {
  return jwt.sign({ sub: String(claims.no), ver: claims.ver }, config.JWT_SECRET, {
    algorithm: 'HS256',
    expiresIn: config.JWT_EXPIRES_IN as jwt.SignOptions['expiresIn'],
  });
}

/** The claims of a valid token, or null for a missing, malformed, forged, expired or never-expiring token. */
export function verifyToken(config: Config, token: string | undefined | null): TokenClaims | null {
  if (!token || token.length > 2048) return null;
  try {
    const claims = jwt.verify(token, config.JWT_SECRET, { algorithms: ['HS256'] }) as jwt.JwtPayload;
    const no = Number(claims.sub);
    if (!Number.isSafeInteger(no) || no < 1) return null;
    if (typeof claims.exp !== 'number' || !Number.isSafeInteger(claims.ver)) return null;
    return { no, ver: claims.ver as number };
  } catch {
    return null;
  }
}

/** Accepts "Bearer <token>" (the spec's header) and a bare token, as some clients send. */
export function tokenFromHeader(header: unknown): string | null {
  if (typeof header !== 'string' || header.trim() === '') return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match ? match[1]! : header.trim();
}
