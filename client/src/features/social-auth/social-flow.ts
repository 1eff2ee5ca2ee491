import type { SocialProvider } from '../../gql/graphql';

export type { SocialProvider };

/** What the profile completion page needs from a signup answer. */
export interface PendingSignup {
  provider: SocialProvider;
  ticket: string;
  email: string;
  name: string | null;
}

const STATE_KEY = 'socialState';
const SIGNUP_KEY = 'socialSignup';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Signing in (or up), or linking the provider to the signed-in member's account. */
export type Purpose = 'login' | 'link';

/**
 * The state of the sign-in this tab started. The callback goes on only when it carries the same one: a callback
 * someone else started (a link planted to sign this browser into their account) is refused here, before the server.
 */
export function rememberState(provider: SocialProvider, state: string, purpose: Purpose): void {
  storage()?.setItem(STATE_KEY, JSON.stringify({ provider, state, purpose }));
}

/** What this tab started with that state, or null; the remembered state is used once. */
export function takeState(provider: SocialProvider, state: string | null): Purpose | null {
  const kept = storage()?.getItem(STATE_KEY) ?? null;
  storage()?.removeItem(STATE_KEY);
  try {
    const value = JSON.parse(kept ?? 'null') as { provider?: string; state?: string; purpose?: Purpose } | null;
    const matches = !!state && value?.provider === provider && value.state === state;
    return matches && (value.purpose === 'login' || value.purpose === 'link') ? value.purpose : null;
  } catch {
    return null;
  }
}

/** Kept in the tab until the profile is completed, so a reload of the completion page keeps the ticket. */
export function keepSignup(signup: PendingSignup): void {
  storage()?.setItem(SIGNUP_KEY, JSON.stringify(signup));
}

export function readSignup(provider: SocialProvider | null): PendingSignup | null {
  try {
    const value = JSON.parse(storage()?.getItem(SIGNUP_KEY) ?? 'null') as PendingSignup | null;
    return value && value.provider === provider && typeof value.ticket === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function clearSignup(): void {
  storage()?.removeItem(SIGNUP_KEY);
}

/** `kakao` / `naver` in a path, as the completion page's route writes them. */
export function providerFromParam(param: string | undefined): SocialProvider | null {
  if (param === 'kakao') return 'KAKAO';
  if (param === 'naver') return 'NAVER';
  return null;
}
