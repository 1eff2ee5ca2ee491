import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import styles from './file-picker.module.css';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  label: string;
  /** The button's text, in the page's language ('파일 선택'). */
  chooseText: string;
  /** The chosen file's name, or what to say when there is none ('선택된 파일 없음'). */
  chosenText: string;
  error?: string;
}

/**
 * A file field whose button and file name speak the page's language: the browser's own ('Choose File', 'No file
 * chosen') speaks the browser's. The input stays the labelled, focusable control (hidden from sight, not from
 * assistive technology or the keyboard); the button is a second label of it.
 */
export const FilePicker = forwardRef<HTMLInputElement, Props>(function FilePicker(
  { label, chooseText, chosenText, error, id, ...input },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const chosenId = `${inputId}-chosen`;
  const errorId = `${inputId}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          ref={ref}
          id={inputId}
          type="file"
          className={`visually-hidden ${styles.input}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${chosenId} ${errorId}` : chosenId}
          {...input}
        />
        <label htmlFor={inputId} className={`btn btn-outline ${styles.button}`} aria-hidden="true">
          {chooseText}
        </label>
        <span id={chosenId} className={styles.chosen}>
          {chosenText}
        </span>
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
