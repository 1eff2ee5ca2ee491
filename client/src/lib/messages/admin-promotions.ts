/** The admin console: 프로모션 관리. */
import { localized } from '../i18n/localized.js';

export const adminPromotions = /* @__PURE__ */ localized('adminPromotions', {
  title: '프로모션 관리',
} as const);
