import {
  type CreateFeedbackBody,
  createFeedbackBodySchema,
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_FRAME_CLOSE_MESSAGE,
  FEEDBACK_MESSAGE_MAX_LENGTH,
} from '@lantern/shared';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import formStyles from '../../components/ui/form.module.css';
import { Form } from '../../components/ui/form.tsx';
import { fieldMessages } from '../../components/ui/form-errors.ts';
import {
  FieldMessages,
  FormAlert,
  FormField,
  SelectField,
  TextAreaField,
} from '../../components/ui/form-field.tsx';
import { getPageConfig } from '../../lib/page-config.ts';
import { useDocumentTitle } from '../../lib/page-title.ts';
import styles from './feedback.module.css';
import { sendFeedback } from './feedback-api.ts';
import '../../styles/global.css';

/** The page the feedback is about: the modal passes its own path; anything else counts as the home page. */
function pageFrom(value: string | null): string {
  return value && /^\/(?![/\\])\S*$/.test(value) && value.length <= 2000 ? value : '/';
}

/**
 * Keys pressed inside the iframe never reach the modal around it: Escape is passed up (to our own origin
 * only), so it closes the modal wherever the focus is, as in every other dialog.
 */
/** The category is '' until one is chosen (the schema refuses that with its message). */
const UNCHOSEN = '' as CreateFeedbackBody['category'];
const SHOWN_FIELDS = ['category', 'message', 'email', 'page'] as const;

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
  const [sentTo, setSentTo] = useState<string | null>(null);
  useEscapeClosesModal();

  if (sentTo !== null) {
    return (
      <main className={styles.framePage}>
        <h1>Thank you!</h1>
        <p className={styles.success} role="status">
          Your feedback was sent. {sentTo ? 'We will reply to the email address you gave.' : ''}
        </p>
        <Button variant="secondary" onClick={() => setSentTo(null)}>
          Send more feedback
        </Button>
      </main>
    );
  }

  return (
    <main className={styles.framePage}>
      <h1>Tell us what you think</h1>
      {/* raw: the server trims and drops an empty email itself (decision 0016, 'What is sent'). */}
      <Form
        schema={createFeedbackBodySchema}
        raw
        className={formStyles.form}
        busy
        serverFields={SHOWN_FIELDS}
        options={{ defaultValues: { category: UNCHOSEN, message: '', email: '', page } }}
        onSubmit={async (values, form) => {
          // As typed (raw): the email is the field's text, '' when left empty.
          const body = values as CreateFeedbackBody;
          await sendFeedback(body);
          setSentTo(body.email ?? '');
          // The category and email stay for the next message; the words do not.
          form.reset({ ...values, message: '' });
        }}
      >
        {({ register, watch, formState: { errors }, pending }) => (
          <>
            <FormAlert messages={fieldMessages(errors.root?.server)} />
            <SelectField
              label="What is it about?"
              required
              {...register('category')}
              errors={fieldMessages(errors.category)}
            >
              <option value="">Choose…</option>
              {FEEDBACK_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {FEEDBACK_CATEGORY_LABELS[value]}
                </option>
              ))}
            </SelectField>
            <TextAreaField
              label="Your message"
              required
              maxLength={FEEDBACK_MESSAGE_MAX_LENGTH}
              {...register('message')}
              hint={`Up to ${FEEDBACK_MESSAGE_MAX_LENGTH} characters (${FEEDBACK_MESSAGE_MAX_LENGTH - watch('message').length} left). Please leave out other people's personal information.`}
              errors={fieldMessages(errors.message)}
            />
            <FormField
              label="Email address (optional)"
              type="email"
              autoComplete="email"
              {...register('email')}
              hint="Only if you would like a reply."
              errors={fieldMessages(errors.email)}
            />
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
            <FieldMessages id="feedback-page-error" messages={fieldMessages(errors.page)} />
            <div>
              <Button type="submit" aria-disabled={pending || undefined}>
                {pending ? 'Sending…' : 'Send feedback'}
              </Button>
            </div>
          </>
        )}
      </Form>
    </main>
  );
}
