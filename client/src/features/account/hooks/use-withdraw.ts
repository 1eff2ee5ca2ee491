import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphqlErrorCode, graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { CanWithdrawQuery, WithdrawMutation } from '../operations';
import { paths } from '../../../lib/paths';
import { readNaverToken } from '../../../lib/session';

/**
 * Withdrawal in two steps: `check` compares the email with the account's and asks whether an order is still in
 * progress; `leave` (after the member confirmed) withdraws and opens the farewell page, which clears the session.
 */
export function useWithdraw(accountEmail: string | null) {
  const client = useApolloClient();
  const [mutate, { loading: leaving }] = useMutation(WithdrawMutation);
  const [checking, setChecking] = useState(false);
  const navigate = useNavigate();

  /** Null when the member may go on, else the message that stops them. */
  const check = async (email: string): Promise<{ field: boolean; message: string } | null> => {
    if (accountEmail === null) return { field: false, message: MSG.withdraw.serverError };
    if (email.trim().toLowerCase() !== accountEmail.trim().toLowerCase())
      return { field: true, message: MSG.withdraw.emailMismatch };
    setChecking(true);
    try {
      const { data } = await client.query({ query: CanWithdrawQuery, fetchPolicy: 'network-only' });
      if (!data) return { field: false, message: MSG.withdraw.serverError };
      return data.canWithdraw ? null : { field: false, message: MSG.withdraw.blocked };
    } catch {
      return { field: false, message: MSG.withdraw.serverError };
    } finally {
      setChecking(false);
    }
  };

  /** Resolves to the failure message, or leaves the page. */
  const leave = async (email: string): Promise<string | null> => {
    try {
      // A Naver sign-in kept Naver's token: with it, leaving also ends the Naver link.
      await mutate({ variables: { email: email.trim(), naverAccessToken: readNaverToken() } });
    } catch (e) {
      const code = graphqlErrorCode(e);
      // The server's own refusals (email, open orders) say why; anything else is the spec's failure text.
      return code === 'BAD_USER_INPUT' || code === 'CONFLICT'
        ? graphqlErrorMessage(e, MSG.withdraw.failed)
        : MSG.withdraw.failed;
    }
    // The farewell page clears the session once it is on screen: cleared here, the login guard of this page would
    // send the member to the login form before the navigation lands.
    await navigate(paths.withdrawn(), { replace: true, state: { withdrawn: true } });
    return null;
  };

  return { check, leave, checking, leaving };
}
