import { useQuery } from '@apollo/client/react';
import { useId, useState, type KeyboardEvent } from 'react';
import type { PromotionTargetType } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { PromotionTargetsQuery } from '../operations';
import styles from './promotions.module.css';

export interface Target {
  no: number;
  name: string;
}

interface Props {
  type: PromotionTargetType;
  value: Target | null;
  onChange(target: Target | null): void;
}

/**
 * The target of an advertisement or popup, found by name with autocomplete (a combobox: arrows move, Enter picks,
 * Escape closes). §5: the search runs only while the term is not blank.
 */
export function TargetPicker({ type, value, onChange }: Props) {
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const id = useId();
  const m = MSG.adminPromotions.target;
  const trimmed = term.trim();
  const { data } = useQuery(PromotionTargetsQuery, { variables: { type, term: trimmed }, skip: !trimmed });
  const options = trimmed ? (data?.promotionTargets ?? []) : [];
  const shown = open && trimmed !== '' && data !== undefined;

  const pick = (target: Target) => {
    onChange({ no: target.no, name: target.name });
    setTerm('');
    setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (options.length ? (i + step + options.length) % options.length : 0));
    } else if (e.key === 'Enter' && shown && options[active]) {
      e.preventDefault();
      pick(options[active]);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className={styles.picker}>
      <label htmlFor={`${id}-input`}>{m.label}</label>
      <input
        id={`${id}-input`}
        role="combobox"
        aria-expanded={shown}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={shown && options[active] ? `${id}-${options[active].no}` : undefined}
        autoComplete="off"
        placeholder={type === 'PRODUCT' ? m.productPlaceholder : m.showPlaceholder}
        value={term}
        onChange={(e) => {
          setTerm(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      {shown && (
        <ul id={`${id}-list`} role="listbox" aria-label={m.label} className={styles.options}>
          {options.length === 0 && (
            <li role="option" aria-selected={false} aria-disabled="true" className={styles.option}>
              {m.noResults}
            </li>
          )}
          {options.map((o, i) => (
            <li
              key={o.no}
              id={`${id}-${o.no}`}
              role="option"
              aria-selected={i === active}
              className={styles.option}
              // mousedown, not click: the input's blur would close the list before a click lands.
              onMouseDown={(e) => {
                e.preventDefault();
                pick(o);
              }}
            >
              {o.name}
            </li>
          ))}
        </ul>
      )}
      {value && (
        <p className={styles.chosen} aria-live="polite">
          <span>{m.chosen(value.name)}</span>
          <button type="button" className="btn btn-outline" onClick={() => onChange(null)}>
            {m.clear}
          </button>
        </p>
      )}
    </div>
  );
}
