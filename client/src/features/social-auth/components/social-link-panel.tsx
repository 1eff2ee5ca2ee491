import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { MSG } from '../../../lib/messages';
import { SocialLinksQuery } from '../operations';
import type { SocialProvider } from '../social-flow';
import buttons from './social-buttons.module.css';
import { LinkDialog } from './link-dialog';
import { ProviderIcon } from './provider-icon';
import styles from './social-link.module.css';

interface Back {
  socialNotice?: string;
  socialError?: string;
}

/**
 * On the account page of a member with their own id: link Kakao or Naver (same email, password first). The
 * provider's way back lands here with what happened.
 */
export function SocialLinkPanel() {
  const { data } = useQuery(SocialLinksQuery, { fetchPolicy: 'network-only' });
  const back = (useLocation().state as Back | null) ?? {};
  const [linking, setLinking] = useState<SocialProvider | null>(null);
  const me = data?.me;
  const providers = data?.socialProviders ?? [];
  if (!me?.id || providers.length === 0) return null;
  const linked = new Set(me.socialLinks ?? []);
  return (
    <section className={styles.panel} aria-labelledby="social-link-title">
      <h2 id="social-link-title" className={styles.title}>
        {MSG.social.linkTitle}
      </h2>
      <p className={styles.hint}>{MSG.social.linkIntro}</p>
      {back.socialNotice && (
        <p className={styles.notice} role="status">
          {back.socialNotice}
        </p>
      )}
      {back.socialError && (
        <p className={styles.error} role="alert">
          {back.socialError}
        </p>
      )}
      <ul className={styles.list}>
        {providers.map((provider) => (
          <li key={provider}>
            {linked.has(provider) ? (
              <p className={styles.linked}>
                <ProviderIcon provider={provider} />
                {MSG.social.names[provider]} · {MSG.social.linked}
              </p>
            ) : (
              <button
                type="button"
                className={`${buttons.button} ${buttons[provider]}`}
                onClick={() => setLinking(provider)}
              >
                <ProviderIcon provider={provider} />
                <span>{MSG.social.link[provider]}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      {linking && <LinkDialog provider={linking} onClose={() => setLinking(null)} />}
    </section>
  );
}
