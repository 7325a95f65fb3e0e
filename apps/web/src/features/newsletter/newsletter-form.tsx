import {
  NEWSLETTER_SOURCE_PAGE_MAX_LENGTH,
  NEWSLETTER_TEXTS,
  newsletterSignUpFormSchema,
  TIMINGS,
} from '@lantern/shared';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { unknown } from 'zod/mini';
import { useModals } from '../../app/shell-api.ts';
import { Form, useAppForm } from '../../components/ui/form.tsx';
import { fieldMessages } from '../../components/ui/form-errors.ts';
import { apiRequest } from '../../lib/api-client.ts';
import styles from './newsletter-form.module.css';

export const NEWSLETTER_FIELD_ID = 'newsletter';
export const NEWSLETTER_SUCCESS = NEWSLETTER_TEXTS.success;
export const NEWSLETTER_FAILURE = NEWSLETTER_TEXTS.failure;
/** Double opt-in: the success modal says where the next step is. */
export const NEWSLETTER_CONFIRM_HINT = 'Check your inbox and open the link we sent to confirm it.';

/** What is in the server-rendered field while the form first renders: '' on the server and in a page rendered here. */
function typedBeforeHydration(fieldId: string): string {
  if (typeof document === 'undefined') return '';
  const field = document.getElementById(fieldId);
  return field instanceof HTMLInputElement ? field.value : '';
}

/**
 * Footer newsletter sign-up (spec 1 §2.11, §5): disabled and faded while the email is invalid, so
 * the form checks on every change (mode onChange) and says nothing while the field is empty. The
 * /newsletter/ page shows it too, under a field id of its own (`fieldId`). The footer loads it
 * lazily (footer.tsx), keeping react-hook-form out of every page's first load.
 */
export function NewsletterForm({ fieldId = NEWSLETTER_FIELD_ID }: { fieldId?: string } = {}) {
  const { showMessage } = useModals();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const hintId = useId();
  const errorId = useId();
  const { hash, pathname, search } = useLocation();
  // The server's HTML takes typing before the page has hydrated (the footer's form hydrates after the page): an
  // address typed by then is in the field, not in the form, which takes it over and checks it as it mounts.
  const [typedEarly] = useState(() => typedBeforeHydration(fieldId));
  // The form lives here, not inside <Form>: the mutation below empties it and the effect checks it.
  const form = useAppForm(newsletterSignUpFormSchema, {
    mode: 'onChange',
    defaultValues: { email: typedEarly },
  });
  const { register, reset, watch, formState, trigger } = form;
  useEffect(() => {
    if (typedEarly) void trigger('email');
  }, [typedEarly, trigger]);
  const valid = formState.isValid;
  // An empty field is not called wrong; it only keeps Sign up disabled.
  const showInvalid = watch('email').trim() !== '' && formState.errors.email !== undefined;
  const { ref: registerRef, ...emailField } = register('email');

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
      reset({ email: '' });
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

  return (
    <Form
      schema={newsletterSignUpFormSchema}
      form={form}
      className={styles.form}
      pending={subscribe.isPending}
      onSubmit={({ email }) => subscribe.mutate(email)}
    >
      {() => (
        <>
          <label htmlFor={fieldId} className={styles.label}>
            Get the newsletter
          </label>
          <p id={hintId} className={styles.hint}>
            New resources, events and ideas for your classroom, once a month.
          </p>
          <div className={styles.row}>
            <input
              ref={(element) => {
                registerRef(element);
                inputRef.current = element;
              }}
              id={fieldId}
              type="email"
              autoComplete="email"
              placeholder="Your email address"
              className={`${styles.input} ${showInvalid ? styles.invalid : ''}`}
              aria-invalid={showInvalid || undefined}
              aria-describedby={showInvalid ? `${hintId} ${errorId}` : hintId}
              {...emailField}
            />
            <button type="submit" className={styles.submit} disabled={!valid || subscribe.isPending}>
              {subscribe.isPending ? 'Signing up…' : 'Sign up'}
            </button>
          </div>
          {showInvalid && (
            <p id={errorId} className={styles.error}>
              {fieldMessages(formState.errors.email)[0]}
            </p>
          )}
        </>
      )}
    </Form>
  );
}
