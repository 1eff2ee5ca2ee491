import { useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { useAutocomplete } from '../hooks/use-autocomplete';
import { DEFAULT_CATEGORY, TERM_MAX, type Category } from '../search-params';
import styles from './search-bar.module.css';

interface Props {
  initialTerm?: string;
  autoFocus?: boolean;
  /** After the bar has gone to the results page (the header closes it). */
  onSearched?(): void;
}

/**
 * A search field with suggestions from every category at once, grouped (ARIA combobox with a listbox of groups):
 * arrows move through the suggestions, Enter searches the chosen one in its category (else the typed term in the
 * first category that suggests something, else products), Escape closes the list. Suggestions appear only for a
 * non-blank term, once typing pauses. The results page has the categories as tabs.
 */
export function SearchBar({ initialTerm = '', autoFocus, onSearched }: Props) {
  const navigate = useNavigate();
  const [term, setTerm] = useState(initialTerm);
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const groups = useAutocomplete(term);
  const shown = listOpen ? groups : undefined;
  const items = (shown ?? []).flatMap((g) => g.names.map((name) => ({ category: g.category, name })));
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;

  const search = (text: string, category: Category = groups?.[0]?.category ?? DEFAULT_CATEGORY) => {
    const trimmed = text.trim();
    if (!trimmed) return;
    setTerm(trimmed);
    setListOpen(false);
    navigate(paths.search(trimmed, category));
    onSearched?.();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!shown) return setListOpen(true);
      const count = items.length;
      if (count === 0) return;
      setActive((i) => (e.key === 'ArrowDown' ? (i + 1) % count : i <= 0 ? count - 1 : i - 1));
    } else if (e.key === 'Escape' && shown) {
      // Only the list closes; a second Escape reaches the header, which closes the bar.
      e.preventDefault();
      e.stopPropagation();
      setListOpen(false);
      setActive(-1);
    }
  };

  let index = 0;
  return (
    <form
      role="search"
      className={styles.bar}
      onSubmit={(e) => {
        e.preventDefault();
        const chosen = items[active];
        if (chosen) search(chosen.name, chosen.category);
        else search(term);
      }}
    >
      <div className={styles.field}>
        <input
          className={styles.input}
          type="text"
          role="combobox"
          aria-label={MSG.search.termLabel}
          aria-autocomplete="list"
          aria-expanded={items.length > 0}
          aria-controls={items.length > 0 ? listId : undefined}
          aria-activedescendant={active >= 0 && items[active] ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={TERM_MAX}
          placeholder={MSG.search.placeholder}
          autoFocus={autoFocus}
          value={term}
          onChange={(e) => {
            setTerm(e.currentTarget.value);
            setListOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setListOpen(false)}
        />
        {shown &&
          (items.length > 0 ? (
            <div id={listId} role="listbox" aria-label={MSG.search.suggestions} className={styles.list}>
              {shown.map((group) => (
                <div
                  key={group.category}
                  role="group"
                  aria-labelledby={`${id}-${group.category}`}
                  className={styles.group}
                >
                  <div id={`${id}-${group.category}`} role="presentation" className={styles.groupLabel}>
                    {MSG.search.categories[group.category]}
                  </div>
                  {group.names.map((name) => {
                    const i = index++;
                    return (
                      <div
                        key={name}
                        id={optionId(i)}
                        role="option"
                        aria-selected={i === active}
                        className={styles.option}
                        // Keeps the focus in the field, so the list stays open until the click lands.
                        onMouseDown={(e) => e.preventDefault()}
                        onClick={() => search(name, group.category)}
                      >
                        {name}
                      </div>
                    );
                  })}
                </div>
              ))}
            </div>
          ) : (
            <p className={styles.none} role="status">
              {MSG.search.noSuggestions}
            </p>
          ))}
      </div>
      <button type="submit" className="btn">
        {MSG.search.submit}
      </button>
    </form>
  );
}
