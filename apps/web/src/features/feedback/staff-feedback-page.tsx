import {
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_REPLY_MAX_LENGTH,
  FEEDBACK_STATUSES,
  type FeedbackStatus,
  replyToFeedbackBodySchema,
  type StaffFeedbackItem,
  updateFeedbackBodySchema,
} from '@lantern/shared';
import { Link, useSearchParams } from 'react-router';
import { useModals } from '../../app/shell-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { Form } from '../../components/ui/form.tsx';
import { fieldMessages } from '../../components/ui/form-errors.ts';
import { FormAlert, SelectField, TextAreaField } from '../../components/ui/form-field.tsx';
import pageStyles from '../../components/ui/page.module.css';
import { ApiRequestError } from '../../lib/api-client.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import styles from './feedback.module.css';
import { useReplyToFeedback, useSetFeedbackStatus, useStaffFeedback } from './feedback-api.ts';

const STATUS_LABELS: Record<FeedbackStatus, string> = {
  new: 'New',
  read: 'Read',
  answered: 'Answered',
  closed: 'Closed',
};

function statusFrom(value: string | null): FeedbackStatus | null {
  return FEEDBACK_STATUSES.find((status) => status === value) ?? null;
}

// raw: what was typed is sent; the server trims the reply (decision 0016, 'What is sent').

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * /staff/feedback/: the feedback people sent, for staff (admins), newest first, filtered by status in the
 * address. Every text a sender typed is rendered as React text, never as HTML, so markup in a message
 * shows as the characters it is made of.
 */
export function StaffFeedbackPage() {
  useDocumentTitle(pageTitle('Feedback'));
  const [params] = useSearchParams();
  const status = statusFrom(params.get('status'));
  const query = useStaffFeedback(status);

  let content: React.ReactNode;
  if (query.isPending) {
    content = <p role="status">Loading feedback…</p>;
  } else if (query.isError) {
    const forbidden = query.error instanceof ApiRequestError && query.error.status === 403;
    content = (
      <p className={styles.alert} role="alert">
        {forbidden
          ? 'Only staff (administrators) can read feedback.'
          : 'Something went wrong. Please try again later.'}
      </p>
    );
  } else {
    const { objects, counts } = query.data;
    const total = FEEDBACK_STATUSES.reduce((sum, s) => sum + counts[s], 0);
    content = (
      <>
        <nav aria-label="Filter by status">
          <ul className={styles.filters}>
            <li>
              <Link to="/staff/feedback/" aria-current={status === null ? 'page' : undefined}>
                All ({total})
              </Link>
            </li>
            {FEEDBACK_STATUSES.map((s) => (
              <li key={s}>
                <Link to={`/staff/feedback/?status=${s}`} aria-current={status === s ? 'page' : undefined}>
                  {STATUS_LABELS[s]} ({counts[s]})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {objects.length === 0 ? (
          <p>No feedback{status ? ` with status ${STATUS_LABELS[status].toLowerCase()}` : ''} yet.</p>
        ) : (
          <ul className={styles.items}>
            {objects.map((item) => (
              <FeedbackItem key={item.id} item={item} />
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <section className={pageStyles.page} aria-labelledby="staff-feedback-title">
      <h1 id="staff-feedback-title">Feedback</h1>
      {content}
    </section>
  );
}

function FeedbackItem({ item }: { item: StaffFeedbackItem }) {
  const { showText } = useModals();
  const headingId = `feedback-${item.id}-title`;
  const title = `${FEEDBACK_CATEGORY_LABELS[item.category]} — ${dateTime(item.created_at)}`;
  return (
    <li className={styles.item}>
      <article aria-labelledby={headingId}>
        <h2 id={headingId}>{title}</h2>
        <p className={styles.message}>{item.message}</p>
        <dl className={styles.meta}>
          <dt>Status</dt>
          <dd>{STATUS_LABELS[item.status]}</dd>
          <dt>Reply to</dt>
          <dd>{item.email ?? 'No email address given'}</dd>
          <dt>Sender</dt>
          <dd>{item.sender_role ? `Signed-in ${item.sender_role}` : 'Visitor'}</dd>
          <dt>Page</dt>
          <dd>
            <a href={item.page}>{item.page}</a>
          </dd>
          <dt>Browser</dt>
          <dd>{item.browser ?? 'Not known'}</dd>
        </dl>
        {item.replies.length > 0 && (
          <div className={styles.replies}>
            {item.replies.map((reply) => (
              <p key={reply.created_at}>
                <strong>
                  Reply to {reply.sent_to} by {reply.sent_by ?? 'staff'}, {dateTime(reply.created_at)}:
                </strong>{' '}
                {reply.body}
              </p>
            ))}
          </div>
        )}
        <div className={styles.row}>
          <StatusControl item={item} />
          <Button
            variant="secondary"
            onClick={() =>
              void showText({
                title: `Feedback ${item.id}: ${title}`,
                text: `${item.message}\n\nReply to: ${item.email ?? '—'}\nPage: ${item.page}\nBrowser: ${item.browser ?? '—'}`,
                printable: true,
              })
            }
          >
            Open for printing<span className="visually-hidden"> feedback {item.id}</span>
          </Button>
        </div>
        {item.email && <ReplyForm item={item} email={item.email} />}
      </article>
    </li>
  );
}

function StatusControl({ item }: { item: StaffFeedbackItem }) {
  const mutation = useSetFeedbackStatus();
  return (
    <Form
      schema={updateFeedbackBodySchema}
      raw
      className={styles.row}
      serverFields={['status']}
      options={{ defaultValues: { status: item.status } }}
      onSubmit={({ status }) => mutation.mutateAsync({ id: item.id, status })}
    >
      {({ register, formState: { errors }, pending }) => (
        <>
          <SelectField label="Status" {...register('status')} errors={fieldMessages(errors.status)}>
            {FEEDBACK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </SelectField>
          <Button type="submit" variant="secondary" aria-disabled={pending || undefined}>
            Save status<span className="visually-hidden"> of feedback {item.id}</span>
          </Button>
          <FormAlert messages={fieldMessages(errors.root?.server)} />
        </>
      )}
    </Form>
  );
}

function ReplyForm({ item, email }: { item: StaffFeedbackItem; email: string }) {
  const mutation = useReplyToFeedback();
  const { showInformation } = useModals();
  return (
    <Form
      schema={replyToFeedbackBodySchema}
      raw
      className={styles.form}
      busy
      serverFields={['body']}
      options={{ defaultValues: { body: '' } }}
      onSubmit={async ({ body }, form) => {
        await mutation.mutateAsync({ id: item.id, body });
        form.reset();
        void showInformation({ message: `Your reply was sent to ${email}.`, showCloseButton: true });
      }}
    >
      {({ register, formState: { errors }, pending }) => (
        <>
          <FormAlert messages={fieldMessages(errors.root?.server)} />
          <TextAreaField
            label={`Reply by email to ${email}`}
            maxLength={FEEDBACK_REPLY_MAX_LENGTH}
            {...register('body')}
            errors={fieldMessages(errors.body)}
          />
          <div>
            <Button type="submit" aria-disabled={pending || undefined}>
              {pending ? 'Sending…' : 'Send reply'}
            </Button>
          </div>
        </>
      )}
    </Form>
  );
}
