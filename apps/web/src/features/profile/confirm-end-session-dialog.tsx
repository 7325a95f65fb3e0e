import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';

/** Asks before ending sessions: the other device is signed out at once and cannot undo it. */
export default function ConfirmEndSessionDialog({
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      isOpen
      title={title}
      onClose={onCancel}
      role="alertdialog"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} autoFocus>
            Keep signed in
          </Button>
          <Button onClick={onConfirm}>{confirmLabel}</Button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
