import { useId } from 'react';
import type { NoticeCategory } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { NOTICE_CATEGORIES } from '../notice-schema';
import styles from './notice-list.module.css';

export type CategoryFilter = NoticeCategory | null;

/** The category dropdown over the table: all, or one of the seven categories. */
export function NoticeCategoryFilter({
  value,
  onChange,
}: {
  value: CategoryFilter;
  onChange(next: CategoryFilter): void;
}) {
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className={styles.filterLabel}>
        {MSG.adminNotices.category}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value ?? ''}
        onChange={(e) => onChange(NOTICE_CATEGORIES.find((c) => c === e.target.value) ?? null)}
      >
        <option value="">{MSG.adminNotices.allCategories}</option>
        {NOTICE_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {MSG.notices.categories[c]}
          </option>
        ))}
      </select>
    </div>
  );
}
