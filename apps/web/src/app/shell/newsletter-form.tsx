import { NEWSLETTER_SOURCE_PAGE_MAX_LENGTH, NEWSLETTER_TEXTS, TIMINGS } from '@lantern/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { unknown } from 'zod/mini';
import { apiRequest } from '../../lib/api-client.ts';
import { useModals } from './modals.tsx';
import { isValidNewsletterEmail } from './newsletter-email.ts';
import styles from './newsletter-form.module.css';

export const NEWSLETTER_FIELD_ID = 'newsletter';
export const NEWSLETTER_SUCCESS = NEWSLETTER_TEXTS.success;
export const NEWSLETTER_FAILURE = NEWSLETTER_TEXTS.failure;
/** Double opt-in: the success modal says where the next step is. */
export const NEWSLETTER_CONFIRM_HINT = 'Check your inbox and open the link we sent to confirm it.';

/**
 * Footer newsletter sign-up (spec 1 §2.11, §5): disabled and faded while the email is invalid. The
 * /newsletter/ page shows it too, under a field id of its own (`fieldId`).
 */
export function NewsletterForm({ fieldId = NEWSLETTER_FIELD_ID }: { fieldId?: string } = {}) {
  const [email, setEmail] = useState('');
  const { showMessage } = useModals();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const { hash, pathname, search } = useLocation();
  const valid = isValidNewsletterEmail(email);
  const showInvalid = email.trim() !== '' && !valid;

  const subscribe = useMutation({
    mutationFn: (address: string) =>
      apiRequest('/api/v2/iterable/subscribe-to-newsletter/', unknown(), {
        method: 'POST',
        // The page it was sent from is part of the recorded consent.
        body: {
          email: address,
          source_page: `${pathname}${search}`.slice(0, NEWSLETTER_SOURCE_PAGE_MAX_LENGTH),
        },
      }),
    onSuccess: () => {
      setEmail('');
      void showMessage({ message: `${NEWSLETTER_SUCCESS} ${NEWSLETTER_CONFIRM_HINT}`, tone: 'success' });
    },
    onError: () => void showMessage({ message: NEWSLETTER_FAILURE, tone: 'error' }),
  });

  // A link to #newsletter scrolls to the field once the page has settled.
  useEffect(() => {
    if (hash !== `#${fieldId}`) return;
    const timer = setTimeout(() => {
      inputRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      inputRef.current?.focus({ preventScroll: true });
    }, TIMINGS.newsletterScrollMs);
    return () => clearTimeout(timer);
  }, [hash, fieldId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !subscribe.isPending) subscribe.mutate(email.trim());
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={fieldId} className={styles.label}>
        Get the newsletter
      </label>
      <p id={hintId} className={styles.hint}>
        New resources, events and ideas for your classroom, once a month.
      </p>
      <div className={styles.row}>
        <input
          ref={inputRef}
          id={fieldId}
          type="email"
          autoComplete="email"
          placeholder="Your email address"
          className={`${styles.input} ${showInvalid ? styles.invalid : ''}`}
          value={email}
          aria-invalid={showInvalid || undefined}
          aria-describedby={hintId}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className={styles.submit} disabled={!valid || subscribe.isPending}>
          {subscribe.isPending ? 'Signing up…' : 'Sign up'}
        </button>
      </div>
      {showInvalid && <p className={styles.error}>Enter an email address like name@example.org.</p>}
    </form>
  );
}
