import { ApolloProvider } from '@apollo/client/react';
import { useCallback, useState, type ReactNode } from 'react';
import { createApollo, type AppApollo } from '../lib/apollo';
import { readToken } from '../lib/session';
import { SessionProvider } from '../lib/session-context';

/**
 * A member who signs in reads the shop in the language kept on the account (its code loads only then); if that
 * cannot load, the interface stays as it is.
 */
const followAccount = (apollo: AppApollo) =>
  import('../lib/i18n/account-language').then((m) => m.followAccountLanguage(apollo.client)).catch(() => {});

export function AppProviders({ children }: { children: ReactNode }) {
  const [apollo] = useState(createApollo);
  const onSessionChange = useCallback(
    () => void apollo.resetForSession().then(() => (readToken() ? followAccount(apollo) : undefined)),
    [apollo],
  );
  return (
    <ApolloProvider client={apollo.client}>
      <SessionProvider onChange={onSessionChange}>{children}</SessionProvider>
    </ApolloProvider>
  );
}
