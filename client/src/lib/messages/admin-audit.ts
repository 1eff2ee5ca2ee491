/** The admin console: 변경 이력. */
import { localized } from '../i18n/localized.js';

export const adminAudit = /* @__PURE__ */ localized('adminAudit', {
  title: '변경 이력',
} as const);
