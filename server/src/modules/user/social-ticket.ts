import { msg } from '@scene-shop/domain';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { badInput } from '../../common/errors.js';
import type { Config } from '../../config/env.js';
import { secretKey } from '../../context/token.js';
import type { SocialProfile } from './oauth-providers.js';
import { SocialProvider } from './social.types.js';

const AUDIENCE = 'social-signup';
const TICKET_TTL_S = 30 * 60;

/** A provider account the provider has vouched for, with its verified email: what a new member is made from. */
export type VerifiedProfile = SocialProfile & { email: string };

const claims = z.object({
  provider: z.enum(SocialProvider),
  sub: z.string().min(1).max(64),
  email: z.email(),
  name: z.string().max(200).nullable(),
});

/**
 * The signup ticket: signed by us, short-lived, so the profile completion page can create the member without the
 * browser ever holding (or being able to change) the provider id or the verified email.
 */
export function signTicket(config: Config, profile: VerifiedProfile): string {
  return jwt.sign({ provider: profile.provider, email: profile.email, name: profile.name }, secretKey(config), {
    algorithm: 'HS256',
    audience: AUDIENCE,
    subject: profile.id,
    expiresIn: TICKET_TTL_S,
  });
}

/** The profile a ticket carries; a forged, expired or foreign token answers 400. */
export function readTicket(config: Config, ticket: string): VerifiedProfile {
  try {
    const payload = jwt.verify(ticket, secretKey(config), { algorithms: ['HS256'], audience: AUDIENCE });
    const c = claims.parse(payload);
    return { provider: c.provider, id: c.sub, email: c.email, name: c.name };
  } catch {
    throw badInput(msg('social.ticketInvalid'), 'ticket');
  }
}
