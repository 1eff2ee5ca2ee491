import { useId } from 'react';
import { MSG } from '../../../lib/messages';
import type { RevenueUnit } from '../revenue-rows';
import styles from './unit-choice.module.css';

interface Props {
  units: readonly RevenueUnit[];
  unit: RevenueUnit;
  onChange(unit: RevenueUnit): void;
}

/** Days, weeks or months for the revenue chart: one radio each, applied at once. */
export function UnitChoice({ units, unit, onChange }: Props) {
  const T = MSG.adminStatistics;
  const name = useId();
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.legend}>{T.unit}</legend>
      {units.map((u) => (
        <label key={u} className={styles.option}>
          <input type="radio" name={name} value={u} checked={u === unit} onChange={() => onChange(u)} />
          {T.units[u]}
        </label>
      ))}
    </fieldset>
  );
}
