/** The admin console: 주문 관리. */
import { localized } from '../i18n/localized.js';

export const adminOrders = /* @__PURE__ */ localized('adminOrders', {
  title: '주문 관리',
} as const);
