import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { EmailCheckQuery, SendVerificationCodeMutation, VerifyEmailCodeMutation } from '../operations';

export type Notice = { kind: 'ok' | 'error'; text: string } | null;

/** What the owner of a social account already gave us, to fill the form when an own id is linked to it. */
export interface OwnerDetails {
  name: string | null;
  tel: string | null;
  zipcode: string | null;
  address: string | null;
}

/**
 * The email part of registration: check the address, offer integration when it belongs to a social-only account,
 * mail a code, verify it. The server checks all of it again on submit.
 */
export function useEmailVerification() {
  const client = useApolloClient();
  const [sendCode, { loading: sending }] = useMutation(SendVerificationCodeMutation);
  const [verifyCode, { loading: verifying }] = useMutation(VerifyEmailCodeMutation);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [verified, setVerified] = useState<string | null>(null);
  const [integrate, setIntegrate] = useState(false);
  const [offer, setOffer] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const mail = async (email: string) => {
    try {
      await sendCode({ variables: { email } });
      setSentTo(email);
      setNotice({ kind: 'ok', text: MSG.register.codeSent });
    } catch (e) {
      setNotice({ kind: 'error', text: graphqlErrorMessage(e, MSG.register.codeSendFailed) });
    }
  };

  /** Step one: a registered email is refused, unless it is a social-only account, which is offered integration. */
  const start = async (email: string) => {
    setNotice(null);
    setVerified(null);
    try {
      const { data } = await client.query({
        query: EmailCheckQuery,
        variables: { email },
        fetchPolicy: 'network-only',
      });
      const found = data?.emailCheck;
      if (found?.exists && !found.hasOwnId && (found.hasKakao || found.hasNaver)) return setOffer(email);
      if (found?.exists) return setNotice({ kind: 'error', text: MSG.register.emailTaken });
      setIntegrate(false);
      await mail(email);
    } catch (e) {
      setNotice({ kind: 'error', text: graphqlErrorMessage(e, MSG.register.emailCheckFailed) });
    }
  };

  const acceptIntegration = async () => {
    const email = offer;
    setOffer(null);
    if (!email) return;
    setIntegrate(true);
    await mail(email);
  };

  /** Step two; on success with integration, answers the account's stored details for the form. */
  const verify = async (email: string, code: string): Promise<OwnerDetails | null> => {
    try {
      const { data } = await verifyCode({ variables: { email, code: code.trim() } });
      const result = data?.verifyEmailCode;
      if (result?.status !== 'VERIFIED') {
        // The status says which of the spec's texts: the client's own, in the chosen language.
        const text = result?.status === 'MISMATCH' ? MSG.register.codeMismatch : MSG.register.codeFailed;
        setNotice({ kind: 'error', text });
        return null;
      }
      setVerified(email);
      setNotice({ kind: 'ok', text: MSG.register.codeVerified });
      if (!integrate || !result.verification) return null;
      const { data: owner } = await client.query({
        query: EmailCheckQuery,
        variables: { email, verification: result.verification },
        fetchPolicy: 'network-only',
      });
      return owner?.emailCheck ?? null;
    } catch (e) {
      setNotice({ kind: 'error', text: graphqlErrorMessage(e, MSG.register.codeFailed) });
      return null;
    }
  };

  const restart = () => {
    setSentTo(null);
    setVerified(null);
    setIntegrate(false);
    setNotice(null);
  };

  return {
    sentTo,
    verified,
    integrate,
    offer,
    notice,
    busy: sending || verifying,
    start,
    verify,
    restart,
    acceptIntegration,
    declineIntegration: () => setOffer(null),
  };
}
