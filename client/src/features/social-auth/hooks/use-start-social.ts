import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { StartSocialLoginMutation } from '../operations';
import { rememberState, type SocialProvider } from '../social-flow';

/** Asks the server for the provider's authorize URL and sends the browser there. */
export function useStartSocial() {
  const [mutate] = useMutation(StartSocialLoginMutation);
  const [starting, setStarting] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<string | null>(null);

  const start = async (provider: SocialProvider) => {
    setError(null);
    setStarting(provider);
    try {
      const { data } = await mutate({ variables: { provider } });
      if (!data) throw new Error('empty reply');
      rememberState(provider, data.startSocialLogin.state, 'login');
      window.location.assign(data.startSocialLogin.url);
    } catch (e) {
      setError(graphqlErrorMessage(e, MSG.social.startFailed));
      setStarting(null);
    }
  };

  return { start, starting, error };
}
