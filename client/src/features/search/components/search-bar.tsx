import { useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { useAutocomplete } from '../hooks/use-autocomplete';
import { CATEGORIES, DEFAULT_CATEGORY, TERM_MAX, type Category } from '../search-params';
import styles from './search-bar.module.css';

interface Props {
  initialTerm?: string;
  initialCategory?: Category;
  autoFocus?: boolean;
  /** After the bar has gone to the results page (the header closes it). */
  onSearched?(): void;
}

/**
 * A category select and a search field with suggestions (ARIA combobox with a listbox): arrows move through the
 * suggestions, Enter searches the chosen one (else the typed term), Escape closes the list. Suggestions appear
 * only for a non-blank term, once typing pauses.
 */
export function SearchBar({ initialTerm = '', initialCategory = DEFAULT_CATEGORY, autoFocus, onSearched }: Props) {
  const navigate = useNavigate();
  const [term, setTerm] = useState(initialTerm);
  const [category, setCategory] = useState(initialCategory);
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useAutocomplete(term, category);
  const shown = listOpen ? suggestions : undefined;
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;

  const search = (text: string) => {
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
      const count = shown.length;
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

  return (
    <form
      role="search"
      className={styles.bar}
      onSubmit={(e) => {
        e.preventDefault();
        search(shown && active >= 0 ? (shown[active] ?? term) : term);
      }}
    >
      <select
        className={styles.category}
        aria-label={MSG.search.categoryLabel}
        value={category}
        onChange={(e) => {
          setCategory(e.currentTarget.value as Category);
          setActive(-1);
        }}
      >
        {CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {MSG.search.categories[c]}
          </option>
        ))}
      </select>
      <div className={styles.field}>
        <input
          className={styles.input}
          type="text"
          role="combobox"
          aria-label={MSG.search.termLabel}
          aria-autocomplete="list"
          aria-expanded={!!shown && shown.length > 0}
          aria-controls={shown && shown.length > 0 ? listId : undefined}
          aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
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
          (shown.length > 0 ? (
            <ul id={listId} role="listbox" aria-label={MSG.search.suggestions} className={styles.list}>
              {shown.map((text, i) => (
                <li
                  key={text}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  className={styles.option}
                  // Keeps the focus in the field, so the list stays open until the click lands.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => search(text)}
                >
                  {text}
                </li>
              ))}
            </ul>
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
