import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_FRAME_CLOSE_MESSAGE,
  FEEDBACK_MESSAGE_MAX_LENGTH,
  type FeedbackCategory,
} from '@lantern/shared';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { getPageConfig } from '../../lib/page-config.ts';
import { useDocumentTitle } from '../../lib/page-title.ts';
import styles from './feedback.module.css';
import { errorMessages, sendFeedback } from './feedback-api.ts';
import '../../styles/global.css';

/** The page the feedback is about: the modal passes its own path; anything else counts as the home page. */
function pageFrom(value: string | null): string {
  return value && /^\/(?![/\\])\S*$/.test(value) && value.length <= 2000 ? value : '/';
}

/**
 * Keys pressed inside the iframe never reach the modal around it: Escape is passed up (to our own origin
 * only), so it closes the modal wherever the focus is, as in every other dialog.
 */
function useEscapeClosesModal() {
  useEffect(() => {
    if (window.parent === window) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape')
        window.parent.postMessage(FEEDBACK_FRAME_CLOSE_MESSAGE, window.location.origin);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/**
 * Lantern's own feedback form (spec 1 §2.7: the feedback modal embeds it in a 620 px iframe). A page of
 * its own, outside the shell, so it fits the frame; it shows the sender what is sent besides their words.
 */
export function FeedbackFormPage() {
  useDocumentTitle('Send feedback');
  const [params] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const { privacy } = getPageConfig().siteLinks;
  const [category, setCategory] = useState<FeedbackCategory | ''>('');
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<{ fields: Record<string, string>; general: string | null }>({
    fields: {},
    general: null,
  });
  const id = useId();
  useEscapeClosesModal();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setErrors({ fields: {}, general: null });
    try {
      await sendFeedback({ category: category as FeedbackCategory, message, email, page });
      setSent(true);
      setMessage('');
    } catch (error) {
      const found = errorMessages(error);
      setErrors(found);
      const first = Object.keys(found.fields)[0];
      if (first) document.getElementById(`${id}-${first}`)?.focus();
    } finally {
      setPending(false);
    }
  }

  if (sent) {
    return (
      <main className={styles.framePage}>
        <h1>Thank you!</h1>
        <p className={styles.success} role="status">
          Your feedback was sent. {email ? 'We will reply to the email address you gave.' : ''}
        </p>
        <Button variant="secondary" onClick={() => setSent(false)}>
          Send more feedback
        </Button>
      </main>
    );
  }

  const fieldProps = (field: string) => ({
    id: `${id}-${field}`,
    'aria-invalid': errors.fields[field] ? true : undefined,
    'aria-describedby': [`${id}-${field}-hint`, errors.fields[field] ? `${id}-${field}-error` : '']
      .filter(Boolean)
      .join(' '),
  });
  const fieldError = (field: string) =>
    errors.fields[field] ? (
      <p id={`${id}-${field}-error`} className={styles.error}>
        {errors.fields[field]}
      </p>
    ) : null;

  return (
    <main className={styles.framePage}>
      <h1>Tell us what you think</h1>
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={pending}>
        {errors.general && (
          <p className={styles.alert} role="alert">
            {errors.general}
          </p>
        )}
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-category`}>
            What is it about?
          </label>
          <select
            {...fieldProps('category')}
            className={styles.input}
            value={category}
            required
            onChange={(event) => setCategory(event.target.value as FeedbackCategory)}
          >
            <option value="">Choose…</option>
            {FEEDBACK_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {FEEDBACK_CATEGORY_LABELS[value]}
              </option>
            ))}
          </select>
          <p id={`${id}-category-hint`} className="visually-hidden">
            Required.
          </p>
          {fieldError('category')}
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-message`}>
            Your message
          </label>
          <textarea
            {...fieldProps('message')}
            className={styles.input}
            value={message}
            required
            maxLength={FEEDBACK_MESSAGE_MAX_LENGTH}
            onChange={(event) => setMessage(event.target.value)}
          />
          <p id={`${id}-message-hint`} className={styles.hint}>
            Up to {FEEDBACK_MESSAGE_MAX_LENGTH} characters ({FEEDBACK_MESSAGE_MAX_LENGTH - message.length}{' '}
            left). Please leave out other people's personal information.
          </p>
          {fieldError('message')}
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-email`}>
            Email address (optional)
          </label>
          <input
            {...fieldProps('email')}
            className={styles.input}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <p id={`${id}-email-hint`} className={styles.hint}>
            Only if you would like a reply.
          </p>
          {fieldError('email')}
        </div>
        <p className={styles.context}>
          Sent with your message: the page you were on ({page}) and your browser's description.
          {privacy && (
            <>
              {' '}
              See the {/* A new tab: a page opened inside the frame would be squeezed into it. */}
              <a href={privacy} target="_blank" rel="noopener">
                privacy policy<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
              .
            </>
          )}
        </p>
        {fieldError('page')}
        <div>
          <Button type="submit" aria-disabled={pending || undefined}>
            {pending ? 'Sending…' : 'Send feedback'}
          </Button>
        </div>
      </form>
    </main>
  );
}
