import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';

/** Deleting a slide asks first: its content and questions go with it. */
export function DeleteSlideDialog({
  label,
  onCancel,
  onConfirm,
}: {
  label: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal
      title="Delete this slide?"
      isOpen
      onClose={onCancel}
      role="alertdialog"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onConfirm}>Delete slide</Button>
        </>
      }
    >
      <p>{label} and everything on it will be deleted.</p>
    </Modal>
  );
}
