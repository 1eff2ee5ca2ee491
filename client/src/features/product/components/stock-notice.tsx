import { MSG } from '../../../lib/messages';
import { LOW_STOCK_LIMIT } from '../product-params';
import styles from './product-detail-view.module.css';

/** '재고가 N개 남았습니다.' when few are left, SOLD OUT at 0, and nothing otherwise. */
export function StockNotice({ stock }: { stock: number }) {
  if (stock <= 0)
    return (
      <p className={styles.soldOut} role="status">
        {MSG.product.soldOut}
      </p>
    );
  if (stock <= LOW_STOCK_LIMIT)
    return (
      <p className={styles.lowStock} role="status">
        {MSG.product.lowStock(stock)}
      </p>
    );
  return null;
}
