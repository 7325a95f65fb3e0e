import { STUDENT_CODE_MAX_LENGTH, STUDENT_MESSAGES } from '@lantern/shared';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CodeFailure } from '../../features/student/code-api.ts';
import styles from './code-entry.module.css';
import { withStudentFlag } from './shell-links.ts';

export const EMPTY_CODE_MESSAGE = STUDENT_MESSAGES.codeRequired;

/**
 * Student code box (spec 1 §2.12, §4, §8): Enter or Go. An empty code shows 'Please enter a code'; otherwise
 * the code call answers where to go (the player for an assignment code, the classes page or the sign-in page
 * for a class code), and the box navigates there with student=true, or shows why not.
 */
export function CodeEntry({ tone = 'light' }: { tone?: 'light' | 'onDark' }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<CodeFailure | null>(null);
  const [pending, setPending] = useState(false);
  const navigate = useNavigate();
  const inputId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!code.trim()) {
      setError({ title: null, message: EMPTY_CODE_MESSAGE });
      return;
    }
    setError(null);
    setPending(true);
    // The call and its schema load on the first submit, not with every page.
    const api = await import('../../features/student/code-api.ts');
    try {
      const reply = await api.dispatchCode(code.trim());
      setCode('');
      navigate(withStudentFlag(reply.url));
    } catch (failure) {
      setError(api.codeFailureText(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      className={`${styles.form} ${tone === 'onDark' ? styles.onDark : ''}`}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
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
          autoCapitalize="none"
          spellCheck={false}
          maxLength={STUDENT_CODE_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            if (error) setError(null);
          }}
        />
        <button type="submit" className={styles.go} aria-disabled={pending || undefined}>
          Go
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error.title && <strong>{error.title} </strong>}
          {error.message}
        </p>
      )}
    </form>
  );
}
