import { type InputHTMLAttributes, type RefObject, useEffect, useId, useState } from 'react';
import styles from './auth-form.module.css';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  label: string;
  /** Server messages for this field, shown under it. */
  errors?: string[];
  hint?: string;
};

/** A labelled text input with an optional hint and the server's messages for it under the field. */
export function FormField({ label, errors = [], hint, type = 'text', ...input }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const describedBy = [hint ? hintId : '', errors.length ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={id}
          type={isPassword && revealed ? 'text' : type}
          className={styles.input}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        {isPassword && (
          <button
            type="button"
            className={styles.reveal}
            aria-label={revealed ? 'Hide password' : 'Show password'}
            onClick={() => setRevealed((value) => !value)}
          >
            {revealed ? 'Hide' : 'Show'}
          </button>
        )}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {errors.length > 0 && (
        <ul id={errorId} className={styles.fieldErrors}>
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The form's general messages from the server, announced as they appear. */
export function FormAlert({ messages }: { messages: string[] }) {
  return (
    <div role="alert" className={messages.length ? styles.alert : undefined}>
      {messages.length === 1 && <p>{messages[0]}</p>}
      {messages.length > 1 && (
        <ul>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * After the server answers with errors, moves focus to the first field it refused, so keyboard and
 * screen-reader users land on what to fix (general messages are announced by the alert region).
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, errors: unknown): void {
  useEffect(() => {
    if (!errors) return;
    form.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  }, [form, errors]);
}
