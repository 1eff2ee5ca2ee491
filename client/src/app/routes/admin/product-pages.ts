/** The product management pages: their own chunk, loaded only when the section is opened. */
export { ProductListPage } from '../../../features/admin-products/components/product-list-page';
export { ProductInsertPage } from '../../../features/admin-products/components/product-insert-page';
export { ProductUpdatePage } from '../../../features/admin-products/components/product-update-page';
export { ProductDetailRoute } from './product-detail-route';
