import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { chooseLanguage, LANGUAGES, useLanguage, type Language } from '../../lib/i18n/language';
import { MSG } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { useDismiss } from '../../lib/use-dismiss';
import styles from './support-button.module.css';

/** The floating support button: the notice board, the support chat and the interface language. */
export function SupportButton() {
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState<Language | null>(null);
  const language = useLanguage();
  const rootRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const panelId = useId();
  const languageId = useId();
  useDismiss(rootRef, open, close);

  const choose = async (code: Language) => {
    setFailed(false);
    setLoading(code);
    try {
      await chooseLanguage(code);
    } catch {
      setFailed(true);
    } finally {
      setLoading(null);
    }
  };

  return (
    <div className={styles.root} ref={rootRef}>
      {open && (
        <div id={panelId} className={styles.panel}>
          <nav aria-label={MSG.support.open}>
            <Link to={paths.notices()} className={styles.link} onClick={close}>
              {MSG.support.notices}
            </Link>
            <Link to={paths.chat()} className={styles.link} onClick={close}>
              {MSG.support.chat}
            </Link>
          </nav>
          <div role="group" aria-labelledby={languageId} className={styles.languages}>
            <span id={languageId} className={styles.heading}>
              {MSG.support.language}
            </span>
            {LANGUAGES.map(({ code, name }) => (
              <button
                key={code}
                type="button"
                lang={code}
                className={styles.language}
                aria-pressed={code === language}
                aria-busy={loading === code || undefined}
                disabled={loading !== null}
                onClick={() => void choose(code)}
              >
                {name}
              </button>
            ))}
          </div>
          {failed && (
            <p role="alert" className={styles.error}>
              {MSG.support.languageFailed}
            </p>
          )}
        </div>
      )}
      <button
        type="button"
        className={styles.toggle}
        aria-label={MSG.support.open}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M4 12a8 8 0 1 1 3.3 6.5L4 19.5l1-3.2A7.9 7.9 0 0 1 4 12Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
          <path d="M9 10.5h6M9 13.5h4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
