import { FOLDER_ERRORS, FOLDER_NAME_MAX_LENGTH } from '@lantern/shared';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import styles from './folders.module.css';

/** The name rules of the folder calls, checked before sending (the server checks them again). */
export function folderNameError(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return FOLDER_ERRORS.nameEmpty;
  if (trimmed.length > FOLDER_NAME_MAX_LENGTH) return FOLDER_ERRORS.nameTooLong;
  return null;
}

/** Name a new folder or rename one. */
export function NameDialog({
  title,
  submitLabel,
  initial = '',
  onSubmit,
  onClose,
}: {
  title: string;
  submitLabel: string;
  initial?: string;
  onSubmit: (name: string) => void;
  onClose: () => void;
}) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = folderNameError(name);
    setError(problem);
    if (!problem) onSubmit(name.trim());
  };
  return (
    <Modal title={title} isOpen onClose={onClose}>
      <form onSubmit={submit} noValidate className={styles.dialogForm}>
        <label htmlFor={inputId}>Folder name (up to {FOLDER_NAME_MAX_LENGTH} characters)</label>
        <input
          id={inputId}
          value={name}
          // biome-ignore lint/a11y/noAutofocus: the dialog exists to type this name
          autoFocus
          maxLength={FOLDER_NAME_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        {error && (
          <p id={errorId} className={styles.fieldError}>
            {error}
          </p>
        )}
        <div className={styles.dialogButtons}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">{submitLabel}</Button>
        </div>
      </form>
    </Modal>
  );
}

/** The keyboard (and touch) way to do what dragging does: choose where a folder or resource goes. */
export function MoveDialog({
  title,
  targets,
  onMove,
  onClose,
}: {
  title: string;
  targets: readonly { pk: number; label: string }[];
  onMove: (pk: number) => void;
  onClose: () => void;
}) {
  const [target, setTarget] = useState(targets[0]?.pk ?? null);
  const selectId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (target !== null) onMove(target);
  };
  return (
    <Modal title={title} isOpen onClose={onClose}>
      {targets.length === 0 ? (
        <p>There is no other folder to move it to. Make one first.</p>
      ) : (
        <form onSubmit={submit} className={styles.dialogForm}>
          <label htmlFor={selectId}>Move to</label>
          <select
            id={selectId}
            value={target ?? ''}
            onChange={(event) => setTarget(Number(event.target.value))}
          >
            {targets.map((option) => (
              <option key={option.pk} value={option.pk}>
                {option.label}
              </option>
            ))}
          </select>
          <div className={styles.dialogButtons}>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Move</Button>
          </div>
        </form>
      )}
    </Modal>
  );
}

/** Deleting asks first and says what happens to what is inside (decision 0022: contents move up one level). */
export function DeleteDialog({
  name,
  subfolders,
  onDelete,
  onClose,
}: {
  name: string;
  subfolders: number;
  onDelete: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      title={`Delete the folder ${name}?`}
      isOpen
      onClose={onClose}
      role="alertdialog"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onDelete}>Delete folder</Button>
        </>
      }
    >
      <p>
        Nothing in it is deleted: its resources
        {subfolders > 0 && ` and ${subfolders === 1 ? 'its subfolder' : `its ${subfolders} subfolders`}`} move
        up one level.
      </p>
    </Modal>
  );
}
