import type { ReactNode } from 'react';
import { Modal } from './modal';

interface Props {
  title: string;
  children?: ReactNode;
  confirmText: string;
  cancelText: string;
  onConfirm(): void;
  onCancel(): void;
  /** While the confirmed action runs: both buttons are disabled. */
  busy?: boolean;
  /** A destructive action is drawn in the accent colour. */
  danger?: boolean;
}

/** Asks before an action that cannot be undone. The safe choice (cancel) comes first and gets the focus. */
export function ConfirmDialog({ title, children, confirmText, cancelText, onConfirm, onCancel, busy, danger }: Props) {
  return (
    <Modal
      role="alertdialog"
      title={title}
      onClose={busy ? undefined : onCancel}
      actions={
        <>
          <button type="button" className="btn btn-outline" onClick={onCancel} disabled={busy}>
            {cancelText}
          </button>
          <button type="button" className={danger ? 'btn btn-accent' : 'btn'} onClick={onConfirm} disabled={busy}>
            {confirmText}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
