import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Config } from '../config/env.js';

/** What a token claims: the member and the token version it was issued under. Roles are read from the database. */
export interface TokenClaims {
  no: number;
  ver: number;
}

/**
 * The secret as a key object, made once per secret: given a string, jsonwebtoken first tries to parse it as a public
 * key and throws, which cost more than a millisecond of CPU on every request.
 */
const keys = new Map<string, KeyObject>();
export function secretKey(config: Config): KeyObject {
  let key = keys.get(config.JWT_SECRET);
  if (!key) {
    key = createSecretKey(Buffer.from(config.JWT_SECRET, 'utf8'));
    keys.set(config.JWT_SECRET, key);
  }
  return key;
}

export function signToken(config: Config, claims: TokenClaims): string {
  return jwt.sign({ sub: String(claims.no), ver: claims.ver }, secretKey(config), {
    algorithm: 'HS256',
    expiresIn: config.JWT_EXPIRES_IN as jwt.SignOptions['expiresIn'],
  });
}

/** A verified token's claims and its expiry (epoch seconds): what it proves stays true until then. */
export interface VerifiedClaims extends TokenClaims {
  exp: number;
}

/** The claims of a valid token, or null for a missing, malformed, forged, expired or never-expiring token. */
export function verifyToken(config: Config, token: string | undefined | null): VerifiedClaims | null {
  if (!token || token.length > 2048) return null;
  try {
    const claims = jwt.verify(token, secretKey(config), { algorithms: ['HS256'] }) as jwt.JwtPayload;
    const no = Number(claims.sub);
    if (!Number.isSafeInteger(no) || no < 1) return null;
    if (typeof claims.exp !== 'number' || !Number.isSafeInteger(claims.ver)) return null;
    return { no, ver: claims.ver as number, exp: claims.exp };
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
