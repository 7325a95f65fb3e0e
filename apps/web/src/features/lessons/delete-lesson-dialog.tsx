import type { LessonListItem } from '@lantern/shared';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { useDeleteLesson } from './api.ts';

/** Delete with a confirmation (spec 3 §8: a failure reads 'Could not delete' / 'Please try again later or contact us.'). */
export function DeleteLessonDialog({
  lesson,
  onClose,
  onDeleted,
}: {
  lesson: LessonListItem;
  onClose: () => void;
  onDeleted: (name: string) => void;
}) {
  const remove = useDeleteLesson();
  const name = lesson.name || 'Untitled lesson';
  const confirm = () => {
    if (remove.isPending) return;
    remove.mutate(lesson.code, { onSuccess: () => onDeleted(name) });
  };
  return (
    <Modal
      title={`Delete “${name}”?`}
      isOpen
      onClose={onClose}
      role="alertdialog"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button aria-disabled={remove.isPending || undefined} onClick={confirm}>
            {remove.isPending ? 'Deleting…' : 'Delete lesson'}
          </Button>
        </>
      }
    >
      <p>
        The lesson and its slides are deleted for good. Classes it was assigned to keep what they were given.
      </p>
      <div role="alert">
        {remove.isError && (
          <p>
            <strong>Could not delete</strong> Please try again later or contact us.
          </p>
        )}
      </div>
    </Modal>
  );
}
