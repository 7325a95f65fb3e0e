import { ASSIGNMENT_MESSAGES, type AssignmentListItem } from '@lantern/shared';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { useDeleteAssignment } from './api.ts';

/** Delete with a confirmation; a failure reads spec 3 §8's 'Could not delete' / 'Please try again later or contact us.'. */
export function DeleteAssignmentDialog({
  item,
  onClose,
  onDeleted,
}: {
  item: AssignmentListItem;
  onClose: () => void;
  onDeleted: (title: string) => void;
}) {
  const remove = useDeleteAssignment();
  const title = item.title || 'Untitled lesson';
  const confirm = () => {
    if (remove.isPending) return;
    remove.mutate(item.code, { onSuccess: () => onDeleted(title) });
  };
  return (
    <Modal
      title={`Delete the assignment “${title}”?`}
      isOpen
      onClose={onClose}
      role="alertdialog"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} autoFocus>
            Cancel
          </Button>
          <Button aria-disabled={remove.isPending || undefined} onClick={confirm}>
            {remove.isPending ? 'Deleting…' : 'Delete assignment'}
          </Button>
        </>
      }
    >
      <p>
        Students can no longer open it with the code {item.code}, and it leaves your results. The lesson
        itself stays in the Lesson Builder.
      </p>
      <div role="alert">
        {remove.isError && (
          <p>
            <strong>{ASSIGNMENT_MESSAGES.deleteFailedTitle}</strong> {ASSIGNMENT_MESSAGES.deleteFailedText}
          </p>
        )}
      </div>
    </Modal>
  );
}
