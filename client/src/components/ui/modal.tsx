import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './modal.module.css';

interface Props {
  title: string;
  /** The buttons at the bottom. */
  actions: ReactNode;
  children?: ReactNode;
  /** Shown while true; defaults to true, so a modal can also be shown just by rendering it. */
  open?: boolean;
  /** Escape and a click on the backdrop call it; without it (e.g. while busy) they do nothing. */
  onClose?: () => void;
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog on the native <dialog>: the browser keeps focus inside, focuses the first button and gives
 * focus back to where it was when the dialog closes. The parent decides when it closes.
 */
export function Modal({ title, actions, children, open = true, onClose, role = 'dialog' }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      role={role}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault(); // Escape: the parent closes it, or keeps it open
        onClose?.();
      }}
      onClick={(e) => e.target === e.currentTarget && onClose?.()}
    >
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
        <div className={styles.actions}>{actions}</div>
      </div>
    </dialog>
  );
}
