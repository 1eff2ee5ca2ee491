import { useId } from 'react';
import { MSG } from '../../../lib/messages';
import type { PathType } from '../promotion-paths';
import styles from './promotions.module.css';

interface Props {
  label: string;
  types: readonly PathType[];
  value: PathType | '';
  onChange(type: PathType | ''): void;
}

/** The guide-path type: which kind of storefront page the promotion leads to. */
export function PathTypeSelect({ label, types, value, onChange }: Props) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as PathType | '')}>
        <option value="">{MSG.adminPromotions.pathTypes.choose}</option>
        {types.map((t) => (
          <option key={t} value={t}>
            {MSG.adminPromotions.pathTypes[t]}
          </option>
        ))}
      </select>
    </div>
  );
}
