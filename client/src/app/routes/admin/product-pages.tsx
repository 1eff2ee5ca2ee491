import { AuditHistory } from '../../../features/admin-audit/components/audit-history';
import { ProductDetailPage } from '../../../features/admin-products/components/product-detail-page';

/** The product management pages: their own chunk, loaded only when the section is opened. */
export { ProductListPage } from '../../../features/admin-products/components/product-list-page';
export { ProductInsertPage } from '../../../features/admin-products/components/product-insert-page';
export { ProductUpdatePage } from '../../../features/admin-products/components/product-update-page';

/** /admin/product/detail/{no}: the product's page, with its change history composed in. */
export function ProductDetailRoute() {
  return <ProductDetailPage history={(no) => <AuditHistory subject="PRODUCT" subjectNo={no} />} />;
}
