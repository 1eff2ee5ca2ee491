import { useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import type { ProductCategory } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { AdminProductNamesQuery } from '../operations';
import styles from './product-list.module.css';

export interface ProductFilter {
  searchTerm: string;
  startDate: string;
  endDate: string;
  category: ProductCategory | '';
}

export const NO_FILTER: ProductFilter = { searchTerm: '', startDate: '', endDate: '', category: '' };

/** The search filter's categories (§5): top, bottom, other. */
const FILTER_CATEGORIES: ProductCategory[] = ['TOP', 'BOTTOM', 'OTHER'];

interface Props {
  value: ProductFilter;
  onSearch(filter: ProductFilter): void;
}

/** Name (with autocomplete), registration days and category; 'view all' resets them. */
export function ProductFilters({ value, onSearch }: Props) {
  const [draft, setDraft] = useState(value);
  const m = MSG.adminProducts;
  const ids = { name: useId(), start: useId(), end: useId(), category: useId(), list: useId() };
  const term = draft.searchTerm.trim();
  // §5: autocomplete only runs for a non-empty term.
  const names = useQuery(AdminProductNamesQuery, { variables: { term }, skip: !term });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  const set = (patch: Partial<ProductFilter>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <form className={styles.filters} role="search" aria-label={m.search} onSubmit={submit}>
      <div className={styles.filterField}>
        <label htmlFor={ids.name}>{m.searchName}</label>
        <input
          id={ids.name}
          list={ids.list}
          value={draft.searchTerm}
          maxLength={100}
          onChange={(e) => set({ searchTerm: e.target.value })}
        />
        <datalist id={ids.list}>
          {(names.data?.adminProductNames ?? []).map((n) => (
            <option key={n} value={n} />
          ))}
        </datalist>
      </div>
      <div className={styles.filterField}>
        <label htmlFor={ids.start}>{m.startDate}</label>
        <input
          id={ids.start}
          type="date"
          value={draft.startDate}
          onChange={(e) => set({ startDate: e.target.value })}
        />
      </div>
      <div className={styles.filterField}>
        <label htmlFor={ids.end}>{m.endDate}</label>
        <input id={ids.end} type="date" value={draft.endDate} onChange={(e) => set({ endDate: e.target.value })} />
      </div>
      <div className={styles.filterField}>
        <label htmlFor={ids.category}>{m.category}</label>
        <select
          id={ids.category}
          value={draft.category}
          onChange={(e) => set({ category: e.target.value as ProductFilter['category'] })}
        >
          <option value="">{m.allCategories}</option>
          {FILTER_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {m.categories[c]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filterActions}>
        <button type="submit" className="btn">
          {m.searchButton}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => {
            setDraft(NO_FILTER);
            onSearch(NO_FILTER);
          }}
        >
          {m.viewAll}
        </button>
      </div>
    </form>
  );
}
