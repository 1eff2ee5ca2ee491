import { StatusMessage } from '../../../components/ui/status-message';
import { MSG } from '../../../lib/messages';
import { useSocialCallback } from '../hooks/use-social-callback';
import type { SocialProvider } from '../social-flow';

/** /user/callback (Kakao) and /user/callback/naver: the provider's way back; it moves on by itself. */
export function SocialCallbackPage({ provider }: { provider: SocialProvider }) {
  useSocialCallback(provider);
  return <StatusMessage kind="loading">{MSG.social.completing}</StatusMessage>;
}

/** /user/callback: Kakao's way back. */
export const KakaoCallbackPage = () => <SocialCallbackPage provider="KAKAO" />;

/** /user/callback/naver: Naver's way back. */
export const NaverCallbackPage = () => <SocialCallbackPage provider="NAVER" />;
