import { paths } from '../../lib/paths';

/** The section's addresses under /admin (admin-console §2). */
export const promotionPaths = {
  list: () => '/admin/promotion',
  coupon: () => '/admin/promotion/coupon',
  advertise: () => '/admin/promotion/advertise',
  popup: () => '/admin/promotion/popup',
};

/** Where an advertisement or popup leads: the product list, one product's page or one show's page. */
export type PathType = 'productList' | 'product' | 'show';

/** The storefront path of a guide-path type and its target (the product list needs none). */
export function guidePath(type: PathType, targetNo: number | null): string | null {
  if (type === 'productList') return paths.productList();
  if (targetNo === null) return null;
  return type === 'product' ? paths.product(targetNo) : paths.show(targetNo);
}
