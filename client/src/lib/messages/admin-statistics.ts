/** The admin console: 매출 통계 (the dashboard at /admin and /admin/statistics/*, admin-console §2, §8). */
import { localized } from '../i18n/localized.js';

export const adminStatistics = /* @__PURE__ */ localized('adminStatistics', {
  title: '매출 통계',
});
