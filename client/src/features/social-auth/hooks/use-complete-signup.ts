import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { graphqlErrorField, graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session-context';
import { CompleteSocialSignupMutation } from '../operations';
import { fullAddress, type SignupValues } from '../signup-schema';
import { clearSignup, type PendingSignup } from '../social-flow';

export type SignupOutcome =
  { kind: 'field'; field: 'name' | 'tel' | 'address'; message: string } | { kind: 'failed'; message: string };

const FIELDS = { name: 'name', tel: 'tel', zipcode: 'address', address: 'address' } as const;

/** Creates the member with the form's profile, signs in and goes home; a failure says why. */
export function useCompleteSignup(pending: PendingSignup) {
  const [mutate, { loading }] = useMutation(CompleteSocialSignupMutation);
  const session = useSession();
  const navigate = useNavigate();

  const submit = async (v: SignupValues): Promise<SignupOutcome | null> => {
    const input = { name: v.name.trim(), tel: v.tel.trim(), zipcode: v.zipcode.trim(), address: fullAddress(v) };
    try {
      const { data } = await mutate({ variables: { ticket: pending.ticket, input } });
      if (!data) throw new Error('empty reply');
      const { token, user } = data.completeSocialSignup;
      session.login(token, user.no, user.role);
      await navigate(paths.home(), { replace: true });
      clearSignup();
      return null;
    } catch (e) {
      const field = graphqlErrorField(e);
      const message = graphqlErrorMessage(e, MSG.social.failed);
      if (field && field in FIELDS) return { kind: 'field', field: FIELDS[field as keyof typeof FIELDS], message };
      return { kind: 'failed', message: MSG.social.signupFailed(message) };
    }
  };

  return { submit, loading };
}
