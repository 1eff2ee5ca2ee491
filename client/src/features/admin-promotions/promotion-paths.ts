import { paths } from '../../lib/paths';

/** The section's addresses under /admin (admin-console §2). */
export const promotionPaths = {
  list: () => '/admin/promotion',
  coupon: () => '/admin/promotion/coupon',
  advertise: () => '/admin/promotion/advertise',
  popup: () => '/admin/promotion/popup',
};

/**
 * Where an advertisement or popup leads: the product list, one product's page, one show's page, or (popups only)
 * any path of the shop typed by the admin.
 */
export type PathType = 'productList' | 'product' | 'show' | 'shopPath';

/** The storefront path of a guide-path type and its target (the product list needs none; a typed path is itself). */
export function guidePath(type: PathType, targetNo: number | null, typed = ''): string | null {
  if (type === 'shopPath') return typed || null;
  if (type === 'productList') return paths.productList();
  if (targetNo === null) return null;
  return type === 'product' ? paths.product(targetNo) : paths.show(targetNo);
}
