import { Modal } from './modal';

interface Props {
  message: string;
  okText: string;
  onClose(): void;
}

/** A message the member acknowledges with one button (the site's replacement for window.alert). */
export function MessageDialog({ message, okText, onClose }: Props) {
  return (
    <Modal
      role="alertdialog"
      title={message}
      onClose={onClose}
      actions={
        <button type="button" className="btn" onClick={onClose}>
          {okText}
        </button>
      }
    />
  );
}
