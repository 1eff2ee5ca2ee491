import { useQuery } from '@apollo/client/react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import type { ChatComposerHandle } from '../../../components/chat/chat-composer';
import { MSG } from '../../../lib/messages';
import { CannedRepliesQuery } from './operations';
import { matchingReplies, shortcutToken, type CannedReply, type ShortcutToken } from './shortcut-token';
import styles from './canned.module.css';

interface Props {
  /** The composer inside: the chosen reply goes in through its handle. */
  composer: RefObject<ChatComposerHandle | null>;
  children: ReactNode;
}

/**
 * Canned replies while typing: `/` and letters in the composer list the matching replies above it; arrow keys pick,
 * Enter or Tab puts the reply in place of the `/shortcut`, Escape closes. It wraps the shared composer and listens
 * to its field's events before the composer does, so a key the list uses never sends the message.
 */
export function CannedPicker({ composer, children }: Props) {
  const { data } = useQuery(CannedRepliesQuery);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  const [token, setToken] = useState<ShortcutToken | null>(null);
  const [active, setActive] = useState(0);
  /** Where the token Escape closed starts: it stays closed until another one is typed. */
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);

  const matches = token ? matchingReplies(data?.cannedReplies ?? [], token.query) : [];
  const open = token !== null && token.start !== dismissedAt && matches.length > 0;
  const activeIndex = Math.min(active, Math.max(matches.length - 1, 0));
  const optionId = (i: number) => `${listId}-${i}`;

  const field = () => root.current?.querySelector('textarea') ?? null;

  // The field belongs to the composer; it is tied to the list here (a textbox with a suggestion list: what it
  // controls and which option is active).
  useEffect(() => {
    const textarea = field();
    if (!textarea) return;
    textarea.setAttribute('aria-autocomplete', 'list');
    if (open) {
      textarea.setAttribute('aria-controls', listId);
      textarea.setAttribute('aria-activedescendant', optionId(activeIndex));
    } else {
      textarea.removeAttribute('aria-controls');
      textarea.removeAttribute('aria-activedescendant');
    }
  });

  const track = (e: SyntheticEvent) => {
    const target = e.target;
    if (!(target instanceof HTMLTextAreaElement)) return;
    const next = shortcutToken(target.value, target.selectionStart);
    if (next?.start !== token?.start || next?.query !== token?.query) setActive(0);
    if (next?.start !== dismissedAt) setDismissedAt(null);
    setToken(next);
  };

  const choose = (reply: CannedReply) => {
    const textarea = field();
    if (!token || !textarea) return;
    // The composer puts text in place of the selection: select the `/shortcut` first.
    textarea.setSelectionRange(token.start, token.end);
    composer.current?.insert(reply.content);
    setToken(null);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (!open || e.nativeEvent.isComposing) return;
    const take = () => {
      e.preventDefault();
      e.stopPropagation();
    };
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      take();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + matches.length) % matches.length);
    } else if ((e.key === 'Enter' && !e.shiftKey) || e.key === 'Tab') {
      take();
      choose(matches[activeIndex]!);
    } else if (e.key === 'Escape') {
      take();
      setDismissedAt(token.start);
    }
  };

  const onBlur = (e: FocusEvent) => {
    if (!root.current?.contains(e.relatedTarget as Node | null)) setToken(null);
  };

  return (
    <div
      ref={root}
      className={styles.pickerRoot}
      onKeyDownCapture={onKeyDown}
      onChange={track}
      onSelect={track}
      onBlur={onBlur}
      // A message sent with the button leaves no `/shortcut` behind.
      onSubmitCapture={() => setToken(null)}
    >
      {open && (
        <ul id={listId} role="listbox" aria-label={MSG.adminChat.canned.picker} className={styles.picker}>
          {matches.map((reply, i) => (
            <li
              key={reply.no}
              id={optionId(i)}
              role="option"
              aria-selected={i === activeIndex}
              className={styles.option}
              // Keeps the focus in the field, so the reply goes where the caret was.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(reply)}
            >
              <strong>/{reply.shortcut}</strong>
              <span className={styles.optionContent}>{reply.content}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="visually-hidden" role="status">
        {open ? MSG.adminChat.canned.pickerHint : ''}
      </p>
      {children}
    </div>
  );
}
