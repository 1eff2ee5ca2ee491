import { ApolloProvider } from '@apollo/client/react';
import { useCallback, useState, type ReactNode } from 'react';
import { createApollo } from '../lib/apollo';
import { SessionProvider } from '../lib/session-context';

export function AppProviders({ children }: { children: ReactNode }) {
  const [apollo] = useState(createApollo);
  const onSessionChange = useCallback(() => void apollo.resetForSession(), [apollo]);
  return (
    <ApolloProvider client={apollo.client}>
      <SessionProvider onChange={onSessionChange}>{children}</SessionProvider>
    </ApolloProvider>
  );
}
