import { MSG } from '../../../lib/messages';
import { PAGE_CATEGORIES, type Category } from '../search-params';
import styles from './search-categories.module.css';

interface Props {
  category: Category;
  onChange(category: Category): void;
}

/** The results page's category buttons (상품, 작품, 배우, 회원): the same term in another category. */
export function SearchCategories({ category, onChange }: Props) {
  return (
    <div className={styles.categories} role="group" aria-label={MSG.search.categoryLabel}>
      {PAGE_CATEGORIES.map((c) => (
        <button
          key={c}
          type="button"
          className={styles.category}
          aria-pressed={c === category}
          onClick={() => onChange(c)}
        >
          {MSG.search.categories[c]}
        </button>
      ))}
    </div>
  );
}
