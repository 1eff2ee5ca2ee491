/**
 * The server's own refusals and notices (its errors' messages). No page reads them from here: the translator looks
 * a message that arrived up among them, so a member who chose another language reads it translated.
 */
import { localized } from '../i18n/localized.js';
import { SERVER_MSG } from '@scene-shop/domain/server-messages';

export const server = /* @__PURE__ */ localized('server', SERVER_MSG);
