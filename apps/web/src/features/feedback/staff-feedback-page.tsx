import {
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_REPLY_MAX_LENGTH,
  FEEDBACK_STATUSES,
  type FeedbackStatus,
  type StaffFeedbackItem,
} from '@lantern/shared';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useModals } from '../../app/shell/modals.tsx';
import { Button } from '../../components/ui/button.tsx';
import pageStyles from '../../components/ui/page.module.css';
import { ApiRequestError } from '../../lib/api-client.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import styles from './feedback.module.css';
import { errorMessages, useReplyToFeedback, useSetFeedbackStatus, useStaffFeedback } from './feedback-api.ts';

const STATUS_LABELS: Record<FeedbackStatus, string> = {
  new: 'New',
  read: 'Read',
  answered: 'Answered',
  closed: 'Closed',
};

function statusFrom(value: string | null): FeedbackStatus | null {
  return FEEDBACK_STATUSES.find((status) => status === value) ?? null;
}

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
  const [status, setStatus] = useState<FeedbackStatus>(item.status);
  const mutation = useSetFeedbackStatus();
  const id = `feedback-${item.id}-status`;
  return (
    <form
      className={styles.row}
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate({ id: item.id, status });
      }}
    >
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id}>
          Status
        </label>
        <select
          id={id}
          className={styles.input}
          value={status}
          onChange={(event) => setStatus(event.target.value as FeedbackStatus)}
        >
          {FEEDBACK_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary" aria-disabled={mutation.isPending || undefined}>
        Save status<span className="visually-hidden"> of feedback {item.id}</span>
      </Button>
      {mutation.isError && (
        <p className={styles.error} role="alert">
          {errorMessages(mutation.error).general ?? 'The status could not be saved.'}
        </p>
      )}
    </form>
  );
}

function ReplyForm({ item, email }: { item: StaffFeedbackItem; email: string }) {
  const [body, setBody] = useState('');
  const mutation = useReplyToFeedback();
  const { showInformation } = useModals();
  const id = `feedback-${item.id}-reply`;
  const error = mutation.isError ? errorMessages(mutation.error) : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    mutation.mutate(
      { id: item.id, body },
      {
        onSuccess: () => {
          setBody('');
          void showInformation({ message: `Your reply was sent to ${email}.`, showCloseButton: true });
        },
      },
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id}>
          Reply by email to {email}
        </label>
        <textarea
          id={id}
          className={styles.input}
          value={body}
          maxLength={FEEDBACK_REPLY_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setBody(event.target.value)}
        />
        {error && (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error.fields.body ?? error.general}
          </p>
        )}
      </div>
      <div>
        <Button type="submit" aria-disabled={mutation.isPending || undefined}>
          {mutation.isPending ? 'Sending…' : 'Send reply'}
        </Button>
      </div>
    </form>
  );
}
