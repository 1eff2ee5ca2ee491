/** The admin console: 작품 관리 (/admin/fashion, show detail and the character editor, admin-console §2, §8). */
import { localized } from '../i18n/localized.js';

export const adminFashion = /* @__PURE__ */ localized('adminFashion', {
  title: '작품 관리',
});
