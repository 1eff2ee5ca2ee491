/** The admin console: 커뮤니티 관리. */
import { localized } from '../i18n/localized.js';

export const adminCommunity = /* @__PURE__ */ localized('adminCommunity', {
  title: '커뮤니티 관리',
} as const);
