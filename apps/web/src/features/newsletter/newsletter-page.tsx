import { NEWSLETTER_TEXTS, type OwnSubscriptionReply } from '@lantern/shared';
import { useId } from 'react';
import pageStyles from '../../components/ui/page.module.css';
import { getPageConfig, usePageConfig } from '../../lib/page-config.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import { useOwnSubscription, useSetOwnSubscription } from './newsletter-api.ts';
import { NewsletterForm } from './newsletter-form.tsx';
import styles from './newsletter-page.module.css';

/** The page's own sign-up field (the footer's keeps the id 'newsletter' the fragment scroll goes to). */
export const NEWSLETTER_PAGE_FIELD_ID = 'newsletter-page-email';

/** /newsletter (and /newsletters, redirected here): what it is, the form, a teacher's own switch. */
export function NewsletterPage() {
  const { productName } = getPageConfig();
  const { isLoggedIn, isStudent } = usePageConfig();
  useDocumentTitle(pageTitle('Newsletter'));
  return (
    <section className={pageStyles.page} aria-labelledby="newsletter-title">
      <h1 id="newsletter-title">{productName} Newsletter</h1>
      <p className={pageStyles.lead}>
        New resources, classroom ideas and events from {productName} and your local station, in your inbox
        once a month.
      </p>
      <ul className={styles.points}>
        <li>We send a link to confirm your address first; nothing else arrives until you open it.</li>
        <li>Every newsletter email has a one-click unsubscribe link.</li>
        <li>We keep your address, when and where you signed up, and your local station, and nothing more.</li>
      </ul>
      {isLoggedIn && !isStudent ? (
        <OwnSubscription />
      ) : (
        <div className={styles.signup} data-on-dark>
          <NewsletterForm fieldId={NEWSLETTER_PAGE_FIELD_ID} />
        </div>
      )}
    </section>
  );
}

function statusText(reply: OwnSubscriptionReply): string {
  switch (reply.status) {
    case 'confirmed':
      return `You receive the newsletter at ${reply.email}.`;
    case 'pending':
      return `Waiting for your confirmation: open the link we sent to ${reply.email}.`;
    case 'unsubscribed':
      return `You are unsubscribed; ${reply.email} gets no newsletter.`;
    default:
      return `You are not subscribed with ${reply.email}.`;
  }
}

/** A signed-in teacher's subscription: the status of their account's address and a switch. */
function OwnSubscription() {
  const switchId = useId();
  const own = useOwnSubscription(true);
  const change = useSetOwnSubscription();
  const reply = change.data ?? own.data;
  // While the change is on its way the switch shows what was asked for.
  const on = change.isPending
    ? change.variables
    : reply?.status === 'pending' || reply?.status === 'confirmed';
  return (
    <div className={styles.panel}>
      <h2>Your subscription</h2>
      {own.isPending && <p>Loading your subscription…</p>}
      {own.isError && <p className={styles.error}>{NEWSLETTER_TEXTS.failure}</p>}
      {reply && (
        <>
          <p>{statusText(reply)}</p>
          <label className={styles.switch} htmlFor={switchId}>
            <input
              id={switchId}
              type="checkbox"
              role="switch"
              checked={on}
              aria-checked={on}
              disabled={change.isPending}
              onChange={(event) => change.mutate(event.target.checked)}
            />
            Receive the newsletter
          </label>
        </>
      )}
      <div role="status">
        {change.isError && <p className={styles.error}>{NEWSLETTER_TEXTS.failure}</p>}
        {change.data?.message && <p>{change.data.message}</p>}
      </div>
    </div>
  );
}
