import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { localizeText } from './i18n/language';

const HANGUL = /[가-힣]/;

/**
 * The server answers its own (expected) failures with the spec's Korean messages: those are shown (in the chosen
 * language when the catalogue has them).
 * Anything else (a network failure, an English message from the GraphQL layer) becomes the caller's fallback.
 */
export function graphqlErrorMessage(error: unknown, fallback: string): string {
  if (!CombinedGraphQLErrors.is(error)) return fallback;
  const message = error.errors[0]?.message;
  return message && HANGUL.test(message) ? localizeText(message) : fallback;
}

/** The input field the server blamed (extensions.field), if any. */
export function graphqlErrorField(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const field = error.errors[0]?.extensions?.field;
  return typeof field === 'string' ? field : null;
}

/** The stable code of the server's first error (BAD_USER_INPUT, CONFLICT, …), if any. */
export function graphqlErrorCode(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : null;
}
