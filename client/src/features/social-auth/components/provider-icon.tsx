import type { SocialProvider } from '../social-flow';

/** The providers' marks, drawn inline (nothing is loaded from the providers): Kakao's bubble, Naver's N. */
export function ProviderIcon({ provider }: { provider: SocialProvider }) {
  if (provider === 'KAKAO') {
    return (
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 3C6.48 3 2 6.5 2 10.8c0 2.78 1.86 5.22 4.66 6.6l-.95 3.47c-.08.3.26.54.52.37l4.15-2.75c.53.06 1.07.1 1.62.1 5.52 0 10-3.5 10-7.8S17.52 3 12 3z"
        />
      </svg>
    );
  }
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M16.27 12.85 7.44 0H0v24h7.73V11.15L16.56 24H24V0h-7.73z" />
    </svg>
  );
}
