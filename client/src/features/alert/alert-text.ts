import { isMessageKey } from '@scene-shop/domain/catalogue';
import type { MessageArg } from '@scene-shop/domain/keys';
import type { AlertItem_AlertFragment } from '../../gql/graphql';
import { serverText } from '../../lib/i18n/server-text';

type AlertText = Pick<AlertItem_AlertFragment, 'content' | 'messageKey' | 'messageArgs'>;

/**
 * An alert as the member reads it: a text the shop wrote, by its key from the server catalogue in the chosen language;
 * else (the admin's own words, an alert older than keys, a key this client lacks) the text as the server sent it.
 */
export function alertText({ content, messageKey, messageArgs }: AlertText): string {
  if (!isMessageKey(messageKey)) return content;
  const args = (messageArgs ?? []) as MessageArg[];
  return serverText({ key: messageKey, args }) ?? content;
}
