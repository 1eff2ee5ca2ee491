import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { messageOf, serverText } from './i18n/server-text';

const HANGUL = /[가-힣]/;

/** The first error's message in the chosen language, by its key; without a key, the message as it came. */
export function graphqlErrorText(error: CombinedGraphQLErrors): string | undefined {
  const first = error.errors[0];
  const message = messageOf(first?.extensions);
  return (message && serverText(message)) ?? first?.message;
}

/**
 * The server answers its own (expected) failures with a catalogue key and the spec's Korean message: those are shown
 * in the chosen language. Anything else (a network failure, an English message from the GraphQL layer) becomes the
 * caller's fallback.
 */
export function graphqlErrorMessage(error: unknown, fallback: string): string {
  if (!CombinedGraphQLErrors.is(error)) return fallback;
  const first = error.errors[0];
  const message = messageOf(first?.extensions);
  if (message) return serverText(message) ?? first!.message;
  return first?.message && HANGUL.test(first.message) ? first.message : fallback;
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
