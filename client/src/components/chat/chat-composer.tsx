import {
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { MSG } from '../../lib/messages';
import styles from './chat-composer.module.css';

/** The server refuses longer messages (MSG server.chat.tooLong). */
export const CHAT_MESSAGE_MAX = 1000;

/** What a page may do with the composer from outside: the admin's canned replies are inserted this way. */
export interface ChatComposerHandle {
  /** Puts `text` at the cursor (or replaces the selection) and focuses the field. */
  insert(text: string): void;
  focus(): void;
}

interface Props {
  /**
   * Sends the trimmed text; the field is cleared at once. A result of `false` (sending failed) puts the text back if
   * nothing new was typed meanwhile.
   */
  onSend(content: string): void | boolean | Promise<boolean | void>;
  /** Called on every edit while there is text (the room hook throttles what it sends). */
  onTyping?(): void;
  disabled?: boolean;
  placeholder?: string;
  /** Shown above the field, e.g. an order about to be attached. */
  children?: ReactNode;
  ref?: Ref<ChatComposerHandle>;
}

/**
 * The message field: Enter sends, Shift+Enter starts a new line, and an Enter that only confirms a Korean (IME)
 * composition does neither. Blank or whitespace-only text is never sent (spec §2).
 */
export function ChatComposer({ onSend, onTyping, disabled = false, placeholder, children, ref }: Props) {
  const [value, setValue] = useState('');
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const lengthId = `${fieldId}-length`;
  const blank = value.trim() === '';

  useImperativeHandle(ref, () => ({
    insert(text) {
      const field = fieldRef.current;
      const start = field?.selectionStart ?? value.length;
      const end = field?.selectionEnd ?? value.length;
      const next = (value.slice(0, start) + text + value.slice(end)).slice(0, CHAT_MESSAGE_MAX);
      setValue(next);
      const caret = Math.min(start + text.length, next.length);
      // After React has put the new text in, so the caret lands after the inserted part.
      requestAnimationFrame(() => {
        fieldRef.current?.focus();
        fieldRef.current?.setSelectionRange(caret, caret);
      });
    },
    focus: () => fieldRef.current?.focus(),
  }));

  const change = (next: string) => {
    setValue(next);
    if (next.trim() !== '') onTyping?.();
  };

  const send = () => {
    if (disabled || blank) return;
    const content = value.trim();
    setValue('');
    const sent = onSend(content);
    if (sent instanceof Promise) {
      void sent.then((ok) => {
        if (ok === false) setValue((now) => (now === '' ? content : now));
      });
    } else if (sent === false) {
      setValue(content);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey) return;
    // An Enter that confirms an IME composition (Korean input) is not a send; Safari reports it as keyCode 229.
    if (e.nativeEvent.isComposing || e.keyCode === 229) return;
    e.preventDefault();
    send();
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    send();
  };

  return (
    <form className={styles.composer} onSubmit={onSubmit}>
      {children}
      <div className={styles.row}>
        <label htmlFor={fieldId} className="visually-hidden">
          {MSG.chat.composerLabel}
        </label>
        <textarea
          ref={fieldRef}
          id={fieldId}
          className={styles.field}
          value={value}
          rows={1}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder={placeholder ?? MSG.chat.placeholder}
          disabled={disabled}
          aria-describedby={lengthId}
          enterKeyHint="send"
          onChange={(e) => change(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.send} disabled={disabled || blank}>
          {MSG.chat.send}
        </button>
      </div>
      <p id={lengthId} className={styles.length}>
        {MSG.chat.length(value.length, CHAT_MESSAGE_MAX)}
      </p>
    </form>
  );
}
