import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Form, useSchemaForm } from '../../../components/ui/form';
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

/** No rules: each field narrows the grid as it is (the address may name any category). */
const filterSchema = z.object({
  searchTerm: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  category: z.custom<ProductFilter['category']>(),
});

interface Props {
  value: ProductFilter;
  onSearch(filter: ProductFilter): void;
}

/** Name (with autocomplete), registration days and category; 'view all' resets them. */
export function ProductFilters({ value, onSearch }: Props) {
  const form = useSchemaForm(filterSchema, { defaultValues: value });
  const { register } = form;
  const m = MSG.adminProducts;
  const ids = { name: useId(), start: useId(), end: useId(), category: useId(), list: useId() };
  const term = useWatch({ control: form.control, name: 'searchTerm' }).trim();
  // §5: autocomplete only runs for a non-empty term.
  const names = useQuery(AdminProductNamesQuery, { variables: { term }, skip: !term });
  return (
    <Form form={form} onSubmit={onSearch} className={styles.filters} role="search" aria-label={m.search}>
      <div className={styles.filterField}>
        <label htmlFor={ids.name}>{m.searchName}</label>
        <input id={ids.name} list={ids.list} maxLength={100} {...register('searchTerm')} />
        <datalist id={ids.list}>
          {(names.data?.adminProductNames ?? []).map((n) => (
            <option key={n} value={n} />
          ))}
        </datalist>
      </div>
      <div className={styles.filterField}>
        <label htmlFor={ids.start}>{m.startDate}</label>
        <input id={ids.start} type="date" {...register('startDate')} />
      </div>
      <div className={styles.filterField}>
        <label htmlFor={ids.end}>{m.endDate}</label>
        <input id={ids.end} type="date" {...register('endDate')} />
      </div>
      <div className={styles.filterField}>
        <label htmlFor={ids.category}>{m.category}</label>
        {/* Controlled: react-hook-form may take a select that has just mounted for one already changed. */}
        <Controller
          control={form.control}
          name="category"
          render={({ field }) => (
            <select id={ids.category} {...field}>
              <option value="">{m.allCategories}</option>
              {FILTER_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {m.categories[c]}
                </option>
              ))}
            </select>
          )}
        />
      </div>
      <div className={styles.filterActions}>
        <button type="submit" className="btn">
          {m.searchButton}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => {
            form.reset(NO_FILTER);
            onSearch(NO_FILTER);
          }}
        >
          {m.viewAll}
        </button>
      </div>
    </Form>
  );
}
