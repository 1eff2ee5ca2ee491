import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';

/**
 * Spec §8: the server's message is shown (in the chosen language), else the fixed login-failure text; a transport
 * failure (no reply, a non-JSON reply) shows '서버 오류가 발생했습니다: …' with its message.
 */
export function loginErrorText(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return graphqlErrorMessage(error, MSG.auth.loginFailed);
  if (error instanceof Error) return MSG.auth.serverError(error.message);
  return MSG.auth.loginFailed;
}
