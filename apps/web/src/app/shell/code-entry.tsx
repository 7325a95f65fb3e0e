import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import styles from './code-entry.module.css';
import { studentCodeHref } from './shell-links.ts';

export const EMPTY_CODE_MESSAGE = 'Please enter a code';

/** Student code box (spec 1 §2.12): Enter or Go; an empty code shows 'Please enter a code'. */
export function CodeEntry({ tone = 'light' }: { tone?: 'light' | 'onDark' }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const inputId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(EMPTY_CODE_MESSAGE);
      return;
    }
    setError(null);
    // The code call (issue: student assignments) will resolve the address; for now the code page does.
    navigate(studentCodeHref(code));
  };

  return (
    <form className={`${styles.form} ${tone === 'onDark' ? styles.onDark : ''}`} onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="visually-hidden">
        Enter a class or assignment code
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          value={code}
          placeholder="Enter a code"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            if (error) setError(null);
          }}
        />
        <button type="submit" className={styles.go}>
          Go
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </form>
  );
}
