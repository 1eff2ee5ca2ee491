import { useId } from 'react';
import { z } from 'zod';
import { Form, useSchemaForm } from '../../../components/ui/form';
import { MSG } from '../../../lib/messages';
import { FIRST_YEAR, isValidRange, rangeOf, yearsOffered, type DayRange, type Period } from '../period';
import styles from './period-control.module.css';

/** A range of offered days that does not end before it starts; the one message stands under both fields. */
const rangeSchema = () =>
  z
    .object({ from: z.string(), to: z.string() })
    .refine(({ from, to }) => isValidRange(from, to), { error: MSG.adminStatistics.invalidRange, path: ['to'] });

interface Props {
  period: Period;
  /** The days the page shows and compares, when not the whole period (this month's bestsellers: one month of it). */
  shown?: DayRange;
  onChange(period: Period): void;
}

/**
 * The period every panel follows: a year (2020 to this year in Korea) at once from the select, or any range of days
 * applied with its button. The parent keys it by the period, so the fields start again from the one chosen. The
 * heading and the fields name the days the page shows, which its comparison compares.
 */
export function PeriodControl({ period, shown, onChange }: Props) {
  const T = MSG.adminStatistics;
  const headingId = useId();
  // The heading and the fields start from the days the page shows.
  const named = shown ?? rangeOf(period);
  // The message changes when a range is applied, not while a day is being typed.
  const form = useSchemaForm(rangeSchema(), { defaultValues: named, reValidateMode: 'onSubmit' });
  const invalid = form.formState.errors.to?.message;
  const years = yearsOffered();
  const apply = ({ from, to }: DayRange) => onChange({ kind: 'range', from, to });

  return (
    <section className={styles.control} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {T.period} <span className={styles.shown}>{T.range(named.from, named.to)}</span>
      </h2>
      <label className={styles.field}>
        <span>{T.year}</span>
        <select
          value={period.kind === 'year' ? String(period.year) : ''}
          onChange={(e) => e.target.value && onChange({ kind: 'year', year: Number(e.target.value) })}
        >
          {period.kind === 'range' && <option value="">{T.customOption}</option>}
          {years.map((year) => (
            <option key={year} value={year}>
              {T.yearOption(String(year))}
            </option>
          ))}
        </select>
      </label>
      <Form form={form} className={styles.range} onSubmit={apply}>
        <fieldset>
          <legend>{T.customRange}</legend>
          <label className={styles.field}>
            <span>{T.from}</span>
            <input
              type="date"
              min={`${FIRST_YEAR}-01-01`}
              max={`${years[0]}-12-31`}
              aria-invalid={invalid ? true : undefined}
              {...form.register('from')}
            />
          </label>
          <label className={styles.field}>
            <span>{T.to}</span>
            <input
              type="date"
              min={`${FIRST_YEAR}-01-01`}
              max={`${years[0]}-12-31`}
              aria-invalid={invalid ? true : undefined}
              {...form.register('to')}
            />
          </label>
          <button type="submit" className="btn btn-outline">
            {T.apply}
          </button>
        </fieldset>
        {invalid && (
          <p className={styles.invalid} role="alert">
            {invalid}
          </p>
        )}
      </Form>
    </section>
  );
}
