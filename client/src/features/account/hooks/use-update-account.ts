import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphqlErrorCode, graphqlErrorField, graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { useSession } from '../../../lib/session-context';
import { CheckPasswordQuery, SignInAgainMutation, UpdateAccountMutation } from '../operations';
import { fullAddress, type ProfileRuleOptions, type ProfileValues } from '../profile-rules';

export type SaveOutcome =
  { kind: 'saved' } | { kind: 'field'; field: keyof ProfileValues; message: string } | { kind: 'failed' };

const FORM_FIELDS: readonly string[] = [
  'name',
  'tel',
  'address',
  'currentPassword',
  'newPassword',
  'newPasswordConfirm',
];

/** The server blamed an input: show its message at that field (the zipcode's under the address). */
function fieldOutcome(error: unknown): SaveOutcome {
  const raw = graphqlErrorField(error);
  const field = raw === 'zipcode' ? 'address' : raw;
  if (graphqlErrorCode(error) !== 'BAD_USER_INPUT' || !field || !FORM_FIELDS.includes(field)) return { kind: 'failed' };
  return {
    kind: 'field',
    field: field as keyof ProfileValues,
    message: graphqlErrorMessage(error, MSG.account.updateFailed),
  };
}

/** Saves the profile; a password change is first checked against the current password on the server. */
export function useUpdateAccount(options: ProfileRuleOptions) {
  const client = useApolloClient();
  const session = useSession();
  const [mutate, { loading }] = useMutation(UpdateAccountMutation);

  /** The server ended the old token with the password change; a new one keeps this member signed in. */
  const signInAgain = async (id: string, pwd: string) => {
    const { data } = await client.mutate({ mutation: SignInAgainMutation, variables: { id, pwd } });
    if (data) session.login(data.login.token, data.login.user.no, data.login.user.role);
  };

  const save = async (v: ProfileValues): Promise<SaveOutcome> => {
    const changePassword = options.passwordChange && v.newPassword !== '';
    try {
      if (changePassword) {
        const { data } = await client.query({
          query: CheckPasswordQuery,
          variables: { pwd: v.currentPassword },
          fetchPolicy: 'network-only',
        });
        if (!data?.checkPassword)
          return { kind: 'field', field: 'currentPassword', message: MSG.account.currentPasswordWrong };
      }
      const { data } = await mutate({
        variables: {
          input: {
            name: options.nameEditable ? v.name.trim() : null,
            tel: v.tel.trim(),
            zipcode: v.zipcode.trim(),
            address: fullAddress(v),
            ...(changePassword
              ? {
                  currentPassword: v.currentPassword,
                  newPassword: v.newPassword,
                  newPasswordConfirm: v.newPasswordConfirm,
                }
              : {}),
          },
        },
      });
      const id = data?.updateMyAccount.id;
      if (changePassword && id) await signInAgain(id, v.newPassword);
      return { kind: 'saved' };
    } catch (e) {
      return fieldOutcome(e);
    }
  };

  return { save, saving: loading };
}
