import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { CompleteSocialLoginMutation as Result } from '../../../gql/graphql';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { keyedText } from '../../../lib/i18n/server-text';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { saveNaverToken } from '../../../lib/session';
import { useSession } from '../../../lib/session-context';
import { CompleteSocialLoginMutation } from '../operations';
import { keepSignup, takeState, type Purpose, type SocialProvider } from '../social-flow';

type Answer = Result['completeSocialLogin'];

/** What the server has to tell the person, in the chosen language. */
const noticeOf = ({ message, messageKey, messageArgs }: Answer) =>
  message && keyedText(message, messageKey, messageArgs);

/**
 * The provider sent the browser back with code and state (or an error): the server finishes the sign-in, then the
 * member goes home (login), to the profile completion (signup) or back to the account page (link). A failure goes
 * to the login page with its message (spec §8), or to the account page when linking.
 */
export function useSocialCallback(provider: SocialProvider) {
  const [params] = useSearchParams();
  const [mutate] = useMutation(CompleteSocialLoginMutation);
  const session = useSession();
  const navigate = useNavigate();
  const ran = useRef(false);

  useEffect(() => {
    // Once per visit: the remembered state is used up by the first run.
    if (ran.current) return;
    ran.current = true;
    const code = params.get('code');
    const state = params.get('state');
    const purpose = takeState(provider, state);
    const fail = (message: string, how: Purpose | null = purpose) => {
      const to = how === 'link' && session.userNo ? paths.profileEdit(session.userNo) : paths.login();
      void navigate(to, { replace: true, state: { socialError: message } });
    };
    const done = (answer: Answer) => {
      if (answer.providerAccessToken) saveNaverToken(answer.providerAccessToken);
      if (answer.status === 'LOGIN' && answer.token && answer.user) {
        session.login(answer.token, answer.user.no, answer.user.role);
        void navigate(paths.home(), { replace: true });
      } else if (answer.status === 'SIGNUP' && answer.signup) {
        keepSignup(answer.signup);
        void navigate(paths.socialSignup(provider), { replace: true });
      } else if (answer.status === 'LINKED' && answer.user) {
        void navigate(paths.profileEdit(answer.user.no), { replace: true, state: { socialNotice: noticeOf(answer) } });
      } else {
        fail(noticeOf(answer) ?? MSG.social.failed);
      }
    };
    if (params.get('error')) return fail(MSG.social.cancelled);
    if (!purpose || !code || !state) return fail(MSG.social.stateMismatch);
    mutate({ variables: { provider, code, state } })
      .then(({ data }) => (data ? done(data.completeSocialLogin) : fail(MSG.social.failed)))
      .catch((e: unknown) => fail(graphqlErrorMessage(e, MSG.social.failed)));
  }, [provider, params, mutate, session, navigate]);
}
