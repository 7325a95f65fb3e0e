import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from 'react';
import styles from './form.module.css';

/**
 * The accessible pieces every form is built from (docs/decisions/0016-forms.md): a labelled field
 * whose messages are tied to it by aria-describedby and aria-invalid, a fieldset whose legend names
 * a group of choices, and the alert for the form's messages that belong to no field.
 */

/** A field's messages: one as a paragraph, several as a list. */
export function FieldMessages({ id, messages }: { id: string; messages: readonly string[] }) {
  if (messages.length === 0) return null;
  if (messages.length === 1) {
    return (
      <p id={id} className={styles.fieldErrors}>
        {messages[0]}
      </p>
    );
  }
  return (
    <ul id={id} className={styles.fieldErrors}>
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  label: string;
  /** The field's messages (from the shared schema or the server), shown under it. */
  errors?: readonly string[];
  hint?: string;
  /** For a password field: what the Show/Hide button reveals, read after 'Show' ('password'). */
  revealLabel?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input with an optional hint and its messages; a password field gets Show/Hide. */
export function FormField({
  label,
  errors = [],
  hint,
  revealLabel = 'password',
  type = 'text',
  ...input
}: FieldProps) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
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
          aria-describedby={describedBy(hint && `${id}-hint`, errors.length > 0 && `${id}-error`)}
          // A password shown as text is still one: never kept for a reload (lib/typed-values.ts).
          data-no-restore={isPassword || undefined}
          {...input}
        />
        {isPassword && (
          <button type="button" className={styles.reveal} onClick={() => setRevealed((value) => !value)}>
            {revealed ? 'Hide' : 'Show'}
            <span className="visually-hidden"> {revealLabel}</span>
          </button>
        )}
      </div>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldMessages id={`${id}-error`} messages={errors} />
    </div>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  errors?: readonly string[];
  hint?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled select with an optional hint and its messages. */
export function SelectField({ label, errors = [], hint, className, children, ...select }: SelectProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={[styles.input, styles.select, className].filter(Boolean).join(' ')}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, errors.length > 0 && `${id}-error`)}
        {...select}
      >
        {children}
      </select>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldMessages id={`${id}-error`} messages={errors} />
    </div>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  errors?: readonly string[];
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled multi-line field (a message, a reply) with an optional hint and its messages. */
export function TextAreaField({ label, errors = [], hint, className, ...textarea }: TextAreaProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={[styles.input, styles.textarea, className].filter(Boolean).join(' ')}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={describedBy(hint != null && `${id}-hint`, errors.length > 0 && `${id}-error`)}
        {...textarea}
      />
      {hint != null && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldMessages id={`${id}-error`} messages={errors} />
    </div>
  );
}

/**
 * A group of choices (checkboxes, radios) named by its legend; the group's messages are tied to the
 * fieldset, so they are read when focus enters it.
 */
export function Fieldset({
  legend,
  legendClassName,
  className,
  errors = [],
  children,
}: {
  legend: ReactNode;
  legendClassName?: string;
  className?: string;
  errors?: readonly string[];
  children: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset
      className={[styles.fieldset, className].filter(Boolean).join(' ')}
      aria-describedby={errors.length > 0 ? `${id}-error` : undefined}
    >
      <legend className={legendClassName}>{legend}</legend>
      {children}
      <FieldMessages id={`${id}-error`} messages={errors} />
    </fieldset>
  );
}

/** The form's messages that belong to no field it shows, announced as they appear. */
export function FormAlert({ messages }: { messages: readonly string[] }) {
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
