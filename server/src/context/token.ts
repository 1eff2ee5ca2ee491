import jwt from 'jsonwebtoken';
import { Role } from '../common/enums.js';
import type { Config } from '../config/env.js';
import type { Viewer } from './context.js';

interface Claims {
  sub: string;
  role: Role;
}

export function signToken(config: Config, viewer: Viewer): string {
  const claims: Claims = { sub: String(viewer.no), role: viewer.role };
  return jwt.sign(claims, config.JWT_SECRET, {
    algorithm: 'HS256',
    expiresIn: config.JWT_EXPIRES_IN as jwt.SignOptions['expiresIn'],
  });
}

/** The viewer a token names, or null for a missing, malformed, forged or expired token. */
export function verifyToken(config: Config, token: string | undefined | null): Viewer | null {
  if (!token) return null;
  try {
    const claims = jwt.verify(token, config.JWT_SECRET, { algorithms: ['HS256'] }) as Partial<Claims>;
    const no = Number(claims.sub);
    if (!Number.isInteger(no) || no < 1) return null;
    return { no, role: claims.role === Role.ADMIN ? Role.ADMIN : Role.USER };
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
