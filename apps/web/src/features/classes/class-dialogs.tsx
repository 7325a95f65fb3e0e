import { CLASS_NAME_MAX_LENGTH, createClassBodySchema } from '@lantern/shared';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { NameDialog, type NameDialogUse } from '../../components/ui/name-dialog.tsx';
import styles from './classes.module.css';

// The create call's own rules and texts (the form sends the name only: the server picks the school year).

/** Name a new class or rename one; the page gets the trimmed name. */
export function ClassNameDialog(props: NameDialogUse) {
  return (
    <NameDialog
      {...props}
      label="Class name"
      hint="For example: Room 12 Science, or 3rd grade – Ms. Rivera"
      maxLength={CLASS_NAME_MAX_LENGTH}
      schema={createClassBodySchema}
      classes={{ form: styles.dialogForm, buttons: styles.dialogButtons }}
    />
  );
}

/** Asks before a change that cannot be undone (or is easy to regret): the message says what happens. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal title={title} isOpen onClose={onClose} role="alertdialog">
      <div className={styles.dialogForm}>
        {children}
        <div className={styles.dialogButtons}>
          <Button variant="secondary" onClick={onClose} autoFocus>
            Cancel
          </Button>
          <Button onClick={onConfirm}>{confirmLabel}</Button>
        </div>
      </div>
    </Modal>
  );
}

/** Choose one of a list (another class to move a student to, a school year to archive). */
export function ChoiceDialog({
  title,
  label,
  choices,
  submitLabel,
  empty,
  children,
  onChoose,
  onClose,
}: {
  title: string;
  label: string;
  choices: readonly { value: string; label: string }[];
  submitLabel: string;
  empty: string;
  children?: ReactNode;
  onChoose: (value: string) => void;
  onClose: () => void;
}) {
  const [value, setValue] = useState(choices[0]?.value ?? '');
  const selectId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value) onChoose(value);
  };
  return (
    <Modal title={title} isOpen onClose={onClose}>
      {choices.length === 0 ? (
        <div className={styles.dialogForm}>
          <p>{empty}</p>
          <div className={styles.dialogButtons}>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} className={styles.dialogForm}>
          <label htmlFor={selectId} className={styles.label}>
            {label}
          </label>
          <select
            id={selectId}
            className={styles.select}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          >
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
          {children}
          <div className={styles.dialogButtons}>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">{submitLabel}</Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
