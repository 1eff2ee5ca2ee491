import { useMutation } from '@apollo/client/react';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { StartSocialLinkMutation } from '../operations';
import { rememberState, type SocialProvider } from '../social-flow';

/** Confirms the password with the server, then sends the browser to the provider; resolves to a failure message. */
export function useStartLink() {
  const [mutate, { loading }] = useMutation(StartSocialLinkMutation);

  const startLink = async (provider: SocialProvider, password: string): Promise<string | null> => {
    try {
      const { data } = await mutate({ variables: { provider, password } });
      if (!data) return MSG.social.startFailed;
      rememberState(provider, data.startSocialLink.state, 'link');
      window.location.assign(data.startSocialLink.url);
      return null;
    } catch (e) {
      return graphqlErrorMessage(e, MSG.social.startFailed);
    }
  };

  return { startLink, loading };
}
