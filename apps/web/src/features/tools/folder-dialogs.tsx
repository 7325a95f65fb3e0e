import { FOLDER_NAME_MAX_LENGTH, folderNameFormSchema } from '@lantern/shared';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Form } from '../../components/ui/form.tsx';
import { fieldMessages } from '../../components/ui/form-errors.ts';
import { Modal } from '../../components/ui/modal.tsx';
import { type NameDialogUse, NameDialog as SharedNameDialog } from '../../components/ui/name-dialog.tsx';
import styles from './folders.module.css';

/** Name a new folder or rename one; the name sent is the schema's output (trimmed). */
export function NameDialog(props: NameDialogUse) {
  return (
    <SharedNameDialog
      {...props}
      label={`Folder name (up to ${FOLDER_NAME_MAX_LENGTH} characters)`}
      maxLength={FOLDER_NAME_MAX_LENGTH}
      schema={folderNameFormSchema}
      classes={{ form: styles.dialogForm, buttons: styles.dialogButtons }}
    />
  );
}

/**
 * The folder picker's inline "New folder" field: the name dialog's rule, beside its button.
 * `onCreate` gets the trimmed name and calls `created` once the folder exists, which empties the field.
 */
export function NewFolderForm({
  pending,
  onCreate,
}: {
  pending: boolean;
  onCreate: (name: string, created: () => void) => void;
}) {
  const inputId = useId();
  const errorId = useId();
  return (
    <Form
      schema={folderNameFormSchema}
      className={styles.inlineForm}
      options={{ defaultValues: { name: '' } }}
      onSubmit={({ name }, form) => {
        if (!pending) onCreate(name, () => form.reset());
      }}
    >
      {({ register, formState }) => {
        const messages = fieldMessages(formState.errors.name);
        return (
          <>
            <label htmlFor={inputId}>New folder</label>
            <div className={styles.inlineRow}>
              <input
                id={inputId}
                maxLength={FOLDER_NAME_MAX_LENGTH}
                aria-invalid={messages.length > 0 || undefined}
                aria-describedby={messages.length > 0 ? errorId : undefined}
                {...register('name')}
              />
              <Button type="submit" variant="secondary" size="small" aria-disabled={pending || undefined}>
                Create folder
              </Button>
            </div>
            {messages.length > 0 && (
              <p id={errorId} className={styles.fieldError}>
                {messages[0]}
              </p>
            )}
          </>
        );
      }}
    </Form>
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
