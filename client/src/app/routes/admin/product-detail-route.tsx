import { AuditHistory } from '../../../features/admin-audit/components/audit-history';
import { ProductDetailPage } from '../../../features/admin-products/components/product-detail-page';

/** /admin/product/detail/{no}: the product's page, with its change history composed in. */
export function ProductDetailRoute() {
  return <ProductDetailPage history={(no) => <AuditHistory subject="PRODUCT" subjectNo={no} />} />;
}
