/**
 * The server's catalogue (the domain package's SERVER_MSG: its errors, alerts and mails), read by key: an error's
 * `extensions.key` and a shared rule's message are looked up here (lib/i18n/server-text.ts), in the chosen language
 * (its translations are the domain package's `locales/<lang>.json`, loaded under `server`). No page reads it directly.
 */
import { localized } from '../i18n/localized.js';
import { SERVER_MSG } from '@scene-shop/domain/server-messages';

export const server = /* @__PURE__ */ localized('server', SERVER_MSG);
