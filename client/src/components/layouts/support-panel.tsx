import { useState } from 'react';
import { Link } from 'react-router';
import { SetLanguageMutation } from '../../lib/i18n/account-language';
import { chooseLanguage, LANGUAGES } from '../../lib/i18n/choose-language';
import { useLanguage, type Language } from '../../lib/i18n/language';
import { useMutation, useQuery } from '@apollo/client/react';
import { MyChatUnreadQuery } from '../chat/unread-operations';
import { MSG } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session-context';
import styles from './support-button.module.css';

/** The support menu: the notice board, the support chat and the six languages. Loaded when first opened. */
export default function SupportPanel({ id, onNavigate }: { id: string; onNavigate(): void }) {
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState<Language | null>(null);
  const language = useLanguage();
  const languageId = `${id}-language`;
  const { isLoggedIn, isAdmin } = useSession();
  const [keepOnAccount] = useMutation(SetLanguageMutation);
  // The count the button's unread dot already asked for; the panel only shows it.
  const unread =
    useQuery(MyChatUnreadQuery, { fetchPolicy: 'cache-only', skip: !isLoggedIn || isAdmin }).data?.myChatUnread ?? 0;

  const choose = async (code: Language) => {
    setFailed(false);
    setLoading(code);
    try {
      await chooseLanguage(code);
      // A member's choice is kept on the account too (alerts and mails use it); this browser keeps it either way.
      if (isLoggedIn) keepOnAccount({ variables: { language: code } }).catch(() => {});
    } catch {
      setFailed(true);
    } finally {
      setLoading(null);
    }
  };

  return (
    <div id={id} className={styles.panel}>
      <nav aria-label={MSG.support.open}>
        <Link to={paths.notices()} className={styles.link} onClick={onNavigate}>
          {MSG.support.notices}
        </Link>
        <Link to={paths.chat()} className={styles.link} onClick={onNavigate}>
          {MSG.support.chat}
          {unread > 0 && (
            <span className={styles.count}>
              <span aria-hidden="true">{unread}</span>
              <span className="visually-hidden">{MSG.chat.unreadCount(unread)}</span>
            </span>
          )}
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
  );
}
