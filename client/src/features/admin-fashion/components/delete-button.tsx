import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MessageDialog } from '../../../components/ui/message-dialog';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';

interface Props {
  /** The button's text, and its accessible name when it needs the row's name to be told apart. */
  label: string;
  accessibleName?: string;
  /** The confirm dialog: the question and what else goes (§4 cascades). */
  question: string;
  cascade: string;
  /** The removal; a failure is shown, a success is the caller's to follow up. */
  onConfirm(): Promise<unknown>;
  className?: string;
}

/** A removal behind its confirm dialog (§4: every cascade needs one), with the server's refusal shown after. */
export function DeleteButton({ label, accessibleName, question, cascade, onConfirm, className }: Props) {
  const m = MSG.adminFashion;
  const [state, setState] = useState<'idle' | 'asking' | 'busy' | { failed: string }>('idle');
  const confirm = () => {
    setState('busy');
    onConfirm().then(
      () => setState('idle'),
      (error: unknown) => setState({ failed: graphqlErrorMessage(error, m.actionFailed) }),
    );
  };
  return (
    <>
      <button
        type="button"
        className={className ?? 'btn btn-outline'}
        aria-label={accessibleName}
        onClick={() => setState('asking')}
      >
        {label}
      </button>
      {(state === 'asking' || state === 'busy') && (
        <ConfirmDialog
          danger
          title={question}
          confirmText={label}
          cancelText={m.cancel}
          busy={state === 'busy'}
          onCancel={() => setState('idle')}
          onConfirm={confirm}
        >
          <p>{cascade}</p>
        </ConfirmDialog>
      )}
      {typeof state === 'object' && (
        <MessageDialog message={state.failed} okText={m.ok} onClose={() => setState('idle')} />
      )}
    </>
  );
}
