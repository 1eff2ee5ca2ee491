import type { ProductCategory } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { CATEGORIES, SORT_KEYS, type ProductListState, type SortKey } from '../product-params';
import styles from './product-list-controls.module.css';

interface Props {
  state: ProductListState;
  onCategory(category: ProductCategory | null): void;
  onSort(sort: SortKey): void;
  onExcludeSoldOut(exclude: boolean): void;
}

const categoryOptions: (ProductCategory | null)[] = [null, ...CATEGORIES];

/** Category tabs (전체, 상의, 하의, 신발, 기타), the sort and the 'exclude sold out' box. */
export function ProductListControls({ state, onCategory, onSort, onExcludeSoldOut }: Props) {
  return (
    <div className={styles.controls}>
      <div className={styles.categories} role="group" aria-label={MSG.shop.categoryLabel}>
        {categoryOptions.map((option) => (
          <button
            key={option ?? 'ALL'}
            type="button"
            className={styles.category}
            aria-pressed={state.category === option}
            onClick={() => onCategory(option)}
          >
            {MSG.shop.categories[option ?? 'ALL']}
          </button>
        ))}
      </div>
      <div className={styles.options}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={state.excludeSoldOut}
            onChange={(e) => onExcludeSoldOut(e.currentTarget.checked)}
          />
          {MSG.shop.excludeSoldOut}
        </label>
        <label className={styles.sort}>
          <span className="visually-hidden">{MSG.shop.sortLabel}</span>
          <select value={state.sort} onChange={(e) => onSort(e.currentTarget.value as SortKey)}>
            {SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {MSG.shop.sorts[key]}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
