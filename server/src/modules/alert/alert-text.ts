import { isMessageKey, koreanText, type Message } from '@scene-shop/domain';
import { LANGUAGES, renderMessage, type Language } from '@scene-shop/domain/render';
import type { AlertText } from '../../common/pubsub.js';

/** What the shop writes of an alert from its catalogue: the Korean text it stores, and the key with its arguments. */
export function alertText(message: Message): AlertText {
  return { content: koreanText(message), messageKey: message.key, messageArgs: message.args };
}

/** The admin's own words: stored as written, without a key. */
export const ownWords = (content: string): AlertText => ({ content, messageKey: null, messageArgs: null });

const languageOf = (language: string | null | undefined): Language =>
  LANGUAGES.find((known) => known === language) ?? 'ko';

/**
 * An alert as its member reads it: the key's text in their language (Korean for none, or where a language lacks
 * the key), else the stored text (the admin's words, and alerts older than keys).
 */
export function shownContent(alert: AlertText & { memberLanguage?: string | null }): string {
  const { messageKey, messageArgs } = alert;
  if (!isMessageKey(messageKey)) return alert.content;
  return renderMessage({ key: messageKey, args: messageArgs ?? [] }, languageOf(alert.memberLanguage));
}
