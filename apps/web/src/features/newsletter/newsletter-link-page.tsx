import { NEWSLETTER_TEXTS } from '@lantern/shared';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import pageStyles from '../../components/ui/page.module.css';
import { ApiRequestError } from '../../lib/api-client.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import { confirmSubscription, unsubscribeWithToken } from './newsletter-api.ts';
import styles from './newsletter-page.module.css';

type LinkKind = 'confirm' | 'unsubscribe';

const TEXTS: Record<LinkKind, { title: string; lead: string; button: string; busy: string }> = {
  confirm: {
    title: 'Confirm your newsletter subscription',
    lead: 'One more step: confirm that this address should receive the newsletter.',
    button: 'Confirm my subscription',
    busy: 'Confirming…',
  },
  unsubscribe: {
    title: 'Unsubscribe from the newsletter',
    lead: 'Stop all newsletter email to the address this link was sent to.',
    button: 'Unsubscribe',
    busy: 'Unsubscribing…',
  },
};

/**
 * Where the mailed links land (/newsletter/confirm/?token=, /newsletter/unsubscribe/?token=). The
 * person presses the button: a mail scanner that opens every link does not confirm or unsubscribe.
 */
export function NewsletterLinkPage({ kind }: { kind: LinkKind }) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const texts = TEXTS[kind];
  useDocumentTitle(pageTitle(texts.title));
  const action = useMutation({
    mutationFn: () => (kind === 'confirm' ? confirmSubscription(token) : unsubscribeWithToken(token)),
  });
  const failure =
    action.error instanceof ApiRequestError && action.error.status < 500
      ? action.error.message
      : NEWSLETTER_TEXTS.failure;
  return (
    <section className={pageStyles.page} aria-labelledby="newsletter-link-title">
      <h1 id="newsletter-link-title">{texts.title}</h1>
      <div className={styles.panel}>
        {!token ? (
          <p>{NEWSLETTER_TEXTS.linkInvalid}</p>
        ) : action.isSuccess ? null : (
          <>
            <p>{texts.lead}</p>
            <Button
              onClick={() => !action.isPending && action.mutate()}
              aria-disabled={action.isPending || undefined}
            >
              {action.isPending ? texts.busy : texts.button}
            </Button>
          </>
        )}
        <div role="status" className={styles.outcome}>
          {action.isSuccess && <p>{action.data.message}</p>}
          {action.isError && <p className={styles.error}>{failure}</p>}
          {(action.isSuccess || action.isError) && <Link to="/">Back to the homepage</Link>}
        </div>
      </div>
    </section>
  );
}

export function NewsletterConfirmPage() {
  return <NewsletterLinkPage kind="confirm" />;
}

export function NewsletterUnsubscribePage() {
  return <NewsletterLinkPage kind="unsubscribe" />;
}
