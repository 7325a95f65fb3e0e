import type { ClassResult, ResultRow } from '@lantern/shared';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { useResetResults } from './api.ts';

/** Resetting deletes answers for good: the page asks first (decision 0041). One student's, or the whole group's. */
export function ResetDialog({
  code,
  entry,
  row,
  onClose,
  onDone,
}: {
  code: string;
  entry: ClassResult;
  row?: ResultRow;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const reset = useResetResults(code);
  const whose = row ? row.student_name : entry.name;
  const confirm = () => {
    if (reset.isPending) return;
    reset.mutate(
      { roster: entry.id, ...(row?.result_id ? { resultId: row.result_id } : {}) },
      { onSuccess: () => onDone(`Reset the results of ${whose}.`) },
    );
  };
  return (
    <Modal
      title={row ? `Reset ${row.student_name}’s results?` : `Reset the results of ${entry.name}?`}
      isOpen
      onClose={onClose}
      role="alertdialog"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} autoFocus>
            Cancel
          </Button>
          <Button aria-disabled={reset.isPending || undefined} onClick={confirm}>
            {reset.isPending ? 'Resetting…' : 'Reset results'}
          </Button>
        </>
      }
    >
      <p>
        {row
          ? 'Their answers and score are deleted; they start the assignment again.'
          : 'Every answer and score of this group is deleted; each student starts the assignment again.'}
      </p>
      <div role="alert">
        {reset.isError && (
          <p>
            <strong>Something went wrong</strong> Please try again later or contact us.
          </p>
        )}
      </div>
    </Modal>
  );
}
