/**
 * The store of authorize requests in flight, used by the social sign-in's services (social-auth.service.ts) with the
 * request's EntityManager.
 */
import { msg } from '@scene-shop/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import * as oauth from 'oauth4webapi';
import { badInput } from '../../common/errors.js';
import { OAuthState } from './oauth-state.entity.js';
import type { SocialProvider } from './social.types.js';

/** How long a person may take on the provider's pages before the request is void. */
export const STATE_TTL_MS = 10 * 60_000;

export interface IssuedState {
  state: string;
  /** S256 challenge of the kept verifier, for providers with PKCE. */
  codeChallenge: string | null;
}

/** Keeps a fresh random state (and PKCE verifier) for one authorize request; expired rows are cleared on the way. */
export async function issueState(
  em: EntityManager,
  provider: SocialProvider,
  pkce: boolean,
  linkUserNo: number | null,
): Promise<IssuedState> {
  const state = oauth.generateRandomState();
  const codeVerifier = pkce ? oauth.generateRandomCodeVerifier() : null;
  await em.transactional(async (tx) => {
    await tx.nativeDelete(OAuthState, { expiresAt: { $lt: new Date() } });
    await tx.insert(OAuthState, {
      state,
      provider,
      codeVerifier,
      linkUserNo,
      expiresAt: new Date(Date.now() + STATE_TTL_MS),
    });
  });
  return { state, codeChallenge: codeVerifier ? await oauth.calculatePKCECodeChallenge(codeVerifier) : null };
}

export interface ConsumedState {
  codeVerifier: string | null;
  linkUserNo: number | null;
}

/**
 * Uses a state up in one statement, so two requests with the same state cannot both pass: an unknown, forged or
 * already used state and one of another provider answer 400, and so does an expired one (with its own message).
 */
export async function consumeState(em: EntityManager, provider: SocialProvider, state: string): Promise<ConsumedState> {
  const [row] = await em.execute<{ code_verifier: string | null; link_user_no: number | null; expired: boolean }[]>(
    `delete from oauth_state where state = ? and provider = ?
      returning code_verifier, link_user_no, expires_at <= now() as expired`,
    [state, provider],
  );
  if (!row) throw badInput(msg('social.stateInvalid'), 'state');
  if (row.expired) throw badInput(msg('social.stateExpired'), 'state');
  return { codeVerifier: row.code_verifier, linkUserNo: row.link_user_no };
}
