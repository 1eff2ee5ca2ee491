import type { AlertItem_AlertFragment } from '../../gql/graphql';
import { keyedText } from '../../lib/i18n/server-text';

type AlertText = Pick<AlertItem_AlertFragment, 'content' | 'messageKey' | 'messageArgs'>;

/**
 * An alert as the member reads it: a text the shop wrote, by its key from the server catalogue in the chosen language;
 * else (the admin's own words, an alert older than keys, a key this client lacks) the text as the server sent it.
 */
export function alertText({ content, messageKey, messageArgs }: AlertText): string {
  return keyedText(content, messageKey, messageArgs);
}
