/** The admin console: 상품 관리. */
import { localized } from '../i18n/localized.js';

export const adminProducts = /* @__PURE__ */ localized('adminProducts', {
  title: '상품 관리',
} as const);
