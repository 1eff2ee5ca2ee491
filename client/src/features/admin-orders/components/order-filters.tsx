import { z } from 'zod';
import { Form, useSchemaForm } from '../../../components/ui/form';
import { MSG } from '../../../lib/messages';
import type { FilterValues } from '../order-filter';
import { ORDER_STATES } from '../order-rules';
import styles from './order-filters.module.css';

const filterSchema = z.object({
  state: z.union([z.literal(''), z.enum(ORDER_STATES)]),
  name: z.string().trim(),
  from: z.string(),
  to: z.string(),
});

interface Props {
  values: FilterValues;
  onSearch(values: FilterValues): void;
  onViewAll(): void;
}

/** Order status, orderer name, start and end date, and 'view all' (admin console §2). */
export function OrderFilters({ values, onSearch, onViewAll }: Props) {
  const form = useSchemaForm(filterSchema, { defaultValues: values });
  const { register } = form;
  return (
    <Form form={form} onSubmit={onSearch} className={styles.filters}>
      <fieldset className={styles.fields}>
        <legend className="visually-hidden">{MSG.adminOrders.filters}</legend>
        <label className={styles.field}>
          <span>{MSG.adminOrders.stateFilter}</span>
          <select className={styles.input} {...register('state')}>
            <option value="">{MSG.adminOrders.allStates}</option>
            {ORDER_STATES.map((s) => (
              <option key={s} value={s}>
                {MSG.adminOrders.states[s]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{MSG.adminOrders.ordererName}</span>
          <input className={styles.input} type="search" maxLength={50} {...register('name')} />
        </label>
        <label className={styles.field}>
          <span>{MSG.adminOrders.startDate}</span>
          <input className={styles.input} type="date" {...register('from')} />
        </label>
        <label className={styles.field}>
          <span>{MSG.adminOrders.endDate}</span>
          <input className={styles.input} type="date" {...register('to')} />
        </label>
      </fieldset>
      <div className={styles.actions}>
        <button type="submit" className="btn">
          {MSG.adminOrders.search}
        </button>
        <button type="button" className="btn btn-outline" onClick={onViewAll}>
          {MSG.adminOrders.viewAll}
        </button>
      </div>
    </Form>
  );
}
