import { useId, useState, type FormEvent } from 'react';
import { MSG } from '../../../lib/messages';
import { FIRST_YEAR, isValidRange, rangeOf, yearsOffered, type Period } from '../period';
import styles from './period-control.module.css';

interface Props {
  period: Period;
  onChange(period: Period): void;
}

/**
 * The period every panel follows: a year (2020 to this year in Korea) at once from the select, or any range of days
 * applied with its button. The parent keys it by the period, so the fields start again from the one chosen.
 */
export function PeriodControl({ period, onChange }: Props) {
  const T = MSG.adminStatistics;
  const headingId = useId();
  const range = rangeOf(period);
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [invalid, setInvalid] = useState(false);
  const years = yearsOffered();

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const valid = isValidRange(from, to);
    setInvalid(!valid);
    if (valid) onChange({ kind: 'range', from, to });
  };

  return (
    <section className={styles.control} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {T.period} <span className={styles.shown}>{T.range(range.from, range.to)}</span>
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
      <form className={styles.range} onSubmit={apply} noValidate>
        <fieldset>
          <legend>{T.customRange}</legend>
          <label className={styles.field}>
            <span>{T.from}</span>
            <input
              type="date"
              value={from}
              min={`${FIRST_YEAR}-01-01`}
              max={`${years[0]}-12-31`}
              onChange={(e) => setFrom(e.target.value)}
              aria-invalid={invalid || undefined}
            />
          </label>
          <label className={styles.field}>
            <span>{T.to}</span>
            <input
              type="date"
              value={to}
              min={`${FIRST_YEAR}-01-01`}
              max={`${years[0]}-12-31`}
              onChange={(e) => setTo(e.target.value)}
              aria-invalid={invalid || undefined}
            />
          </label>
          <button type="submit" className="btn btn-outline">
            {T.apply}
          </button>
        </fieldset>
        {invalid && (
          <p className={styles.invalid} role="alert">
            {T.invalidRange}
          </p>
        )}
      </form>
    </section>
  );
}
