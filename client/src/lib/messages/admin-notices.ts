/** The admin console: 공지사항 관리. */
import { localized } from '../i18n/localized.js';

export const adminNotices = /* @__PURE__ */ localized('adminNotices', {
  title: '공지사항 관리',
} as const);
