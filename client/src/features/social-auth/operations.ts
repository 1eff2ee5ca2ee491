import { graphql } from '../../gql';

/** The providers configured on the server: only their buttons are shown. */
export const SocialProvidersQuery = graphql(`
  query SocialProviders {
    socialProviders
  }
`);

export const StartSocialLoginMutation = graphql(`
  mutation StartSocialLogin($provider: SocialProvider!) {
    startSocialLogin(provider: $provider) {
      url
      state
    }
  }
`);

export const StartSocialLinkMutation = graphql(`
  mutation StartSocialLink($provider: SocialProvider!, $password: String!) {
    startSocialLink(provider: $provider, password: $password) {
      url
      state
    }
  }
`);

/** The callback's code and state go to the server, which exchanges the code (never the browser). */
export const CompleteSocialLoginMutation = graphql(`
  mutation CompleteSocialLogin($provider: SocialProvider!, $code: String!, $state: String!) {
    completeSocialLogin(provider: $provider, code: $code, state: $state) {
      status
      provider
      token
      message
      messageKey
      messageArgs
      providerAccessToken
      user {
        no
        role
      }
      signup {
        provider
        ticket
        email
        name
      }
    }
  }
`);

export const CompleteSocialSignupMutation = graphql(`
  mutation CompleteSocialSignup($ticket: String!, $input: SocialSignupInput!) {
    completeSocialSignup(ticket: $ticket, input: $input) {
      token
      user {
        no
        role
      }
    }
  }
`);

/** What the linking panel needs: whether the account has its own id, and what is linked already. */
export const SocialLinksQuery = graphql(`
  query SocialLinks {
    me {
      no
      id
      socialLinks
    }
    socialProviders
  }
`);
