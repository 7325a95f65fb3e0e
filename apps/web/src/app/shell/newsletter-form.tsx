import { TIMINGS } from '@lantern/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';
import { useModals } from './modals.tsx';
import { isValidNewsletterEmail } from './newsletter-email.ts';
import styles from './newsletter-form.module.css';

export const NEWSLETTER_FIELD_ID = 'newsletter';
export const NEWSLETTER_SUCCESS = 'You have been subscribed to the newsletter!';
export const NEWSLETTER_FAILURE = 'Something went wrong. Please try again later.';

/**
 * Whether newsletter sign-up is offered. The form posts to POST /api/v2/iterable/subscribe-to-newsletter/,
 * which issue 22 builds; until then every submission would fail, so the form and the footer's
 * Newsletters entry are not shown (a placeholder is never presented as a feature). Issue 22 sets this
 * to true once the endpoint exists.
 */
export const NEWSLETTER_SIGNUP_OPEN: boolean = false;

/** Footer newsletter sign-up (spec 1 §2.11, §5): disabled and faded while the email is invalid. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const { showMessage } = useModals();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const { hash } = useLocation();
  const valid = isValidNewsletterEmail(email);
  const showInvalid = email.trim() !== '' && !valid;

  const subscribe = useMutation({
    mutationFn: (address: string) =>
      apiRequest('/api/v2/iterable/subscribe-to-newsletter/', z.unknown(), {
        method: 'POST',
        body: { email: address },
      }),
    onSuccess: () => {
      setEmail('');
      void showMessage({ message: NEWSLETTER_SUCCESS, tone: 'success' });
    },
    onError: () => void showMessage({ message: NEWSLETTER_FAILURE, tone: 'error' }),
  });

  // A link to #newsletter scrolls to the field once the page has settled.
  useEffect(() => {
    if (hash !== `#${NEWSLETTER_FIELD_ID}`) return;
    const timer = setTimeout(() => {
      inputRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      inputRef.current?.focus({ preventScroll: true });
    }, TIMINGS.newsletterScrollMs);
    return () => clearTimeout(timer);
  }, [hash]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !subscribe.isPending) subscribe.mutate(email.trim());
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={NEWSLETTER_FIELD_ID} className={styles.label}>
        Get the newsletter
      </label>
      <p id={hintId} className={styles.hint}>
        New resources, events and ideas for your classroom, once a month.
      </p>
      <div className={styles.row}>
        <input
          ref={inputRef}
          id={NEWSLETTER_FIELD_ID}
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
