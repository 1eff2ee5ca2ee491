import type { FakeAccount, FakeProviders } from './fake-provider.js';
import type { GqlResult, TestApp } from './harness.js';

/** Test helpers of the social sign-in: the GraphQL documents and the browser's part of the flow. */
export type Provider = 'KAKAO' | 'NAVER';

export const START =
  'mutation ($provider: SocialProvider!) { started: startSocialLogin(provider: $provider) { url state } }';
export const START_LINK =
  'mutation ($provider: SocialProvider!, $password: String!) { started: startSocialLink(provider: $provider, password: $password) { url state } }';
export const COMPLETE = `mutation ($provider: SocialProvider!, $code: String!, $state: String!) {
  completeSocialLogin(provider: $provider, code: $code, state: $state) {
    status provider token message messageKey messageArgs providerAccessToken
    user { no accountType socialLinks }
    signup { provider ticket email name }
  }
}`;
export const SIGNUP = `mutation ($ticket: String!, $input: SocialSignupInput!) {
  completeSocialSignup(ticket: $ticket, input: $input) { token mustChangePassword user { no name email tel zipcode address accountType } }
}`;

export interface SignInAnswer {
  status: 'LOGIN' | 'SIGNUP' | 'EMAIL_IN_USE' | 'LINKED';
  provider: Provider;
  token: string | null;
  message: string | null;
  providerAccessToken: string | null;
  user: { no: number; accountType: string; socialLinks: Provider[] | null } | null;
  signup: { provider: Provider; ticket: string; email: string; name: string | null } | null;
}

export const profileInput = {
  name: '소셜회원',
  tel: '010-2222-3333',
  zipcode: '04524',
  address: '서울특별시 중구 세종대로 110 5층',
};

let seq = 0;
/** A fresh provider account (numeric ids for Kakao, string ids for Naver, as the providers issue them). */
export function account(provider: Provider, over: Partial<FakeAccount> = {}): FakeAccount {
  seq += 1;
  const id = provider === 'KAKAO' ? String(3_900_000_000 + seq) : `nv${seq}Xq-${process.pid}`;
  return { id, email: `social${seq}.${process.pid}@example.com`, name: `소셜${seq}`, ...over };
}

/** What the browser does between our start and the callback: open the authorize URL, read the redirect. */
export async function followAuthorize(url: string): Promise<URL> {
  const res = await fetch(url, { redirect: 'manual' });
  if (res.status !== 302) throw new Error(`authorize answered ${res.status}: ${await res.text()}`);
  return new URL(res.headers.get('location')!);
}

export const fakeApp = (providers: FakeProviders, provider: Provider) =>
  provider === 'KAKAO' ? providers.kakao : providers.naver;

/** Start, consent as `who` at the fake provider, and come back: the callback's code and state. */
export async function callbackFor(
  t: TestApp,
  providers: FakeProviders,
  provider: Provider,
  who: FakeAccount,
  link?: { token: string; password: string },
): Promise<{ code: string; state: string; authorizeUrl: URL }> {
  fakeApp(providers, provider).account = who;
  const started = link
    ? await t.gql<{ started: { url: string } }>(START_LINK, { provider, password: link.password }, link.token)
    : await t.gql<{ started: { url: string } }>(START, { provider });
  if (started.errors) throw new Error(started.errors[0]!.message);
  const url = started.data!.started.url;
  const back = await followAuthorize(url);
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, authorizeUrl: new URL(url) };
}

/** The whole sign-in: the callback posted to completeSocialLogin (with a member's token for linking). */
export async function signIn(
  t: TestApp,
  providers: FakeProviders,
  provider: Provider,
  who: FakeAccount,
  link?: { token: string; password: string },
): Promise<GqlResult<{ completeSocialLogin: SignInAnswer }>> {
  const { code, state } = await callbackFor(t, providers, provider, who, link);
  return t.gql(COMPLETE, { provider, code, state }, link?.token);
}
