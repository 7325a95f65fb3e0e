import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import type { SaveState } from './autosave.ts';
import styles from './lessons.module.css';

const TEXTS: Record<SaveState['kind'], string> = {
  saved: 'Saved',
  pending: 'Unsaved changes',
  saving: 'Saving…',
  invalid: 'Not saved: fix the marked fields',
  failed: 'Couldn’t save',
  conflict: 'Not saved: changed elsewhere',
};

/** The autosave state, always visible, announced politely; a failed save offers Try again. */
export function SaveStatus({
  state,
  isNew,
  onRetry,
}: {
  state: SaveState;
  isNew: boolean;
  onRetry: () => void;
}) {
  const text =
    isNew && state.kind === 'saved' ? 'Not saved yet: give the lesson a name to save it' : TEXTS[state.kind];
  return (
    <div className={styles.saveStatus} data-state={state.kind}>
      <p role="status" className={styles.saveStatusText}>
        {text}
        {state.kind === 'failed' && state.messages.length > 0 && (
          <span className={styles.saveStatusDetail}> {state.messages.join(' ')}</span>
        )}
      </p>
      {state.kind === 'failed' && (
        <Button variant="secondary" size="small" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

/** A 409: someone saved this lesson elsewhere (another tab). Nothing is overwritten without a choice. */
export function ConflictDialog({
  onReload,
  onOverwrite,
  busy,
}: {
  onReload: () => void;
  onOverwrite: () => void;
  busy: boolean;
}) {
  return (
    <Modal
      title="This lesson was changed elsewhere"
      isOpen
      onClose={() => undefined}
      role="alertdialog"
      showCloseButton={false}
      dismissOnOutsideClick={false}
      actions={
        <>
          <Button variant="secondary" aria-disabled={busy || undefined} onClick={() => !busy && onReload()}>
            Reload their version
          </Button>
          <Button aria-disabled={busy || undefined} onClick={() => !busy && onOverwrite()}>
            Overwrite with mine
          </Button>
        </>
      }
    >
      <p>
        It was saved in another tab or window after you opened it, so your last changes were not saved. Reload
        their version to see it (your unsaved changes are dropped), or overwrite it with what you see here.
      </p>
    </Modal>
  );
}

/** Leaving with unsaved changes asks first. */
export function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  return (
    <Modal
      title="Leave without saving?"
      isOpen
      onClose={onStay}
      role="alertdialog"
      actions={
        <>
          <Button variant="secondary" onClick={onStay}>
            Stay on this page
          </Button>
          <Button onClick={onLeave}>Leave</Button>
        </>
      }
    >
      <p>Your latest changes to this lesson are not saved yet. If you leave now, they are lost.</p>
    </Modal>
  );
}
