import { graphqlErrorMessage } from '../../lib/graphql-error';
import { MSG } from '../../lib/messages';

/** Spec §8: '등록 실패: {message}' with the server's message, or '등록 실패: 서버 오류 발생' when it gave none. */
export function saveFailure(error: unknown): string {
  const message = graphqlErrorMessage(error, '');
  return message ? MSG.postForm.saveFailed(message) : MSG.postForm.serverError;
}
