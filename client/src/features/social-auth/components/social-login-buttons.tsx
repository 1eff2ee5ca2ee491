import { useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router';
import { MSG } from '../../../lib/messages';
import { useStartSocial } from '../hooks/use-start-social';
import { SocialProvidersQuery } from '../operations';
import { ProviderIcon } from './provider-icon';
import styles from './social-buttons.module.css';

/**
 * The login page's provider buttons, only for providers configured on the server. A failed provider sign-in comes
 * back here (spec §8) with its message in the navigation state.
 */
export function SocialLoginButtons() {
  const { data } = useQuery(SocialProvidersQuery);
  const { start, starting, error } = useStartSocial();
  const notice = (useLocation().state as { socialError?: string } | null)?.socialError ?? null;
  const providers = data?.socialProviders ?? [];
  const message = error ?? notice;
  if (providers.length === 0 && !message) return null;
  return (
    <div className={styles.social}>
      {message && (
        <p className="form-failure" role="alert">
          {message}
        </p>
      )}
      {providers.length > 0 && (
        <p className={styles.divider}>
          <span>{MSG.social.or}</span>
        </p>
      )}
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className={`${styles.button} ${styles[provider]}`}
          disabled={starting !== null}
          aria-busy={starting === provider}
          onClick={() => void start(provider)}
        >
          <ProviderIcon provider={provider} />
          <span>{starting === provider ? MSG.social.moving : MSG.social.loginWith[provider]}</span>
        </button>
      ))}
    </div>
  );
}
