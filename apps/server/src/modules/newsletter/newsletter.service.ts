import { NEWSLETTER_CONFIRM_LINK_DAYS, NEWSLETTER_TEXTS, type OwnSubscriptionReply } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './newsletter.repo.ts';
import { newsletterLinks, signLinkToken, verifyLinkToken } from './newsletter-links.ts';
import type { NewsletterProvider } from './newsletter-provider.ts';

/**
 * Verbs of the newsletter (issue 22): sign up (double opt-in), confirm, unsubscribe, and a teacher's
 * own switch. Mail and the provider's list are updated after the reply (`later`), so neither the
 * reply nor its timing says whether an address was already on the list.
 */
export interface NewsletterContext {
  app: FastifyInstance;
  provider: NewsletterProvider;
  later: (work: () => Promise<unknown>) => void;
}

const invalidLink = () =>
  new AppError('bad_request', NEWSLETTER_TEXTS.linkInvalid, 400, {
    errors: { token: [NEWSLETTER_TEXTS.linkInvalid] },
    messages: [`Token - ${NEWSLETTER_TEXTS.linkInvalid}`],
  });

/** Records the consent and, at most once an hour per address, mails the confirmation link. */
export async function subscribe(
  context: NewsletterContext,
  consent: repo.Consent,
): Promise<repo.SubscriberRow> {
  const { app } = context;
  const row = await repo.recordConsent(app.orm, consent);
  if (row.status === 'pending' && (await repo.claimConfirmationMail(app.orm, row.id))) {
    context.later(() => mailConfirmation(context, row));
  }
  return row;
}

async function mailConfirmation(context: NewsletterContext, row: repo.SubscriberRow) {
  const { app, provider } = context;
  const links = newsletterLinks(
    app.config.publicUrl,
    await signLinkToken(app, 'confirm', row.id),
    await signLinkToken(app, 'unsubscribe', row.id),
  );
  const product = app.config.productName;
  await provider.send({
    to: row.email,
    subject: `Confirm your ${product} newsletter subscription`,
    oneClickUnsubscribeUrl: links.oneClickUnsubscribe,
    text: [
      'Hello,',
      '',
      `Someone, we hope you, asked to receive the ${product} newsletter at this address: new resources, classroom ideas and events.`,
      `To confirm, open this link within ${NEWSLETTER_CONFIRM_LINK_DAYS} days:`,
      '',
      links.confirmPage,
      '',
      'If you did not ask for it, ignore this message: without your confirmation you will get no newsletter.',
      '',
      `To stop all newsletter mail to this address: ${links.unsubscribePage}`,
    ].join('\n'),
  });
}

export async function confirm(context: NewsletterContext, token: string): Promise<string> {
  const { app } = context;
  const link = await verifyLinkToken(app, 'confirm', token);
  if (!link) throw invalidLink();
  const result = await repo.confirmSubscriber(app.orm, link.subscriberId, link.issuedAt);
  // Confirming twice is fine; a link from before the address unsubscribed is not.
  if (result?.row.status !== 'confirmed') throw invalidLink();
  if (result.changed) {
    const { email, stationId } = result.row;
    context.later(async () =>
      context.provider.subscriberConfirmed({
        email,
        stationCallSign: await repo.stationCallSign(app.orm, stationId),
      }),
    );
  }
  return NEWSLETTER_TEXTS.confirmed;
}

/** One-click (RFC 8058) and the unsubscribe page: the same answer however often it is used. */
export async function unsubscribe(context: NewsletterContext, token: string): Promise<string> {
  const link = await verifyLinkToken(context.app, 'unsubscribe', token);
  if (!link) throw invalidLink();
  const left = await repo.unsubscribeWhere(context.app.orm, { id: link.subscriberId });
  if (left) context.later(() => context.provider.subscriberLeft(left.email));
  return NEWSLETTER_TEXTS.unsubscribed;
}

/** A signed-in teacher's own status: their account's address is theirs to know about. */
export async function ownSubscription(
  context: NewsletterContext,
  email: string | null,
): Promise<OwnSubscriptionReply> {
  if (!email) throw new AppError('bad_request', 'Your account has no email address to subscribe.', 400);
  const row = await repo.subscriberByEmail(context.app.orm, email);
  return { email: email.toLowerCase(), status: row?.status ?? 'none' };
}

/** The /newsletter/ page's switch: on starts (or keeps) the double opt-in, off unsubscribes at once. */
export async function setOwnSubscription(
  context: NewsletterContext,
  email: string | null,
  subscribed: boolean,
  stationId: number | null,
): Promise<OwnSubscriptionReply> {
  if (!email) throw new AppError('bad_request', 'Your account has no email address to subscribe.', 400);
  if (!subscribed) {
    const left = await repo.unsubscribeWhere(context.app.orm, { email });
    if (left) context.later(() => context.provider.subscriberLeft(left.email));
    return { ...(await ownSubscription(context, email)), message: NEWSLETTER_TEXTS.unsubscribed };
  }
  const row = await subscribe(context, { email, sourcePage: '/newsletter/', stationId });
  return {
    email: row.email,
    status: row.status,
    message:
      row.status === 'confirmed'
        ? NEWSLETTER_TEXTS.confirmed
        : `We have sent a confirmation link to ${row.email} (at most one an hour): open it to start the newsletter.`,
  };
}
