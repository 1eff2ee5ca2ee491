import { useId, useState, type KeyboardEvent } from 'react';
import styles from './combobox.module.css';

interface Option {
  no: number;
}

interface Props<T extends Option> {
  label: string;
  term: string;
  onTermChange(term: string): void;
  /** The suggestions for the current term; undefined until they have arrived. */
  options: readonly T[] | undefined;
  optionText(option: T): string;
  onPick(option: T): void;
  noResults: string;
  placeholder?: string;
  /** The form's error for this field, tied to the input. */
  error?: string;
}

/**
 * A text input with suggestions (WAI-ARIA combobox with a listbox): the arrows move through them, Enter picks the
 * highlighted one (without one, Enter submits the form as usual), Escape closes the list. The list shows only while
 * the term is not blank (admin-console §5).
 */
export function Combobox<T extends Option>(props: Props<T>) {
  const { label, term, onTermChange, options, optionText, onPick, noResults, placeholder, error } = props;
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const list = options ?? [];
  const shown = open && term.trim() !== '' && options !== undefined;
  const current = shown ? list[active] : undefined;

  const pick = (option: T) => {
    onPick(option);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (!list.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i < 0 && step < 0 ? list.length - 1 : (i + step + list.length) % list.length));
    } else if (e.key === 'Enter' && current) {
      e.preventDefault();
      pick(current);
    } else if (e.key === 'Escape' && shown) {
      // Only the list closes: a dialog around the input stays open.
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className={styles.combobox}>
      <label htmlFor={`${id}-input`} className={styles.label}>
        {label}
      </label>
      <div className={styles.anchor}>
        <input
          id={`${id}-input`}
          className={error ? `${styles.input} ${styles.invalid}` : styles.input}
          role="combobox"
          aria-expanded={shown}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={current ? `${id}-${current.no}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoComplete="off"
          placeholder={placeholder}
          value={term}
          onChange={(e) => {
            onTermChange(e.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        {shown && (
          <ul id={`${id}-list`} role="listbox" aria-label={label} className={styles.options}>
            {list.length === 0 && (
              <li role="option" aria-selected={false} aria-disabled="true" className={styles.empty}>
                {noResults}
              </li>
            )}
            {list.map((option, i) => (
              <li
                key={option.no}
                id={`${id}-${option.no}`}
                role="option"
                aria-selected={i === active}
                className={styles.option}
                // mousedown, not click: the input's blur would close the list before a click lands.
                onMouseDown={(e) => {
                  e.preventDefault();
                  pick(option);
                }}
              >
                {optionText(option)}
              </li>
            ))}
          </ul>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
