import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { sendMail } from '../auth/index.ts';
import type { NewsletterProviderConfig } from './newsletter-config.ts';

/**
 * The email-service-provider side of the newsletter, behind one small interface
 * (docs/decisions/0024-newsletter.md). Lantern keeps the consent and the status of every address in
 * its database either way; a provider sends the mail and keeps its own copy of the list.
 */
export interface NewsletterMail {
  to: string;
  subject: string;
  text: string;
  /** Where a mail client POSTs 'List-Unsubscribe=One-Click' (RFC 8058). */
  oneClickUnsubscribeUrl: string;
}

export interface NewsletterProvider {
  readonly name: NewsletterProviderConfig['kind'];
  /** Sends one newsletter mail with its one-click unsubscribe headers. */
  send(mail: NewsletterMail): Promise<void>;
  /** A subscriber confirmed: the provider's list gains them. */
  subscriberConfirmed(subscriber: { email: string; stationCallSign: string | null }): Promise<void>;
  /** A subscriber left: the provider's list loses them. */
  subscriberLeft(email: string): Promise<void>;
}

/** RFC 8058: an https (or, locally, http) URI to POST to, and the header that says one click is enough. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

function sendThroughMailer(config: Config, log: FastifyBaseLogger, mail: NewsletterMail) {
  return sendMail(config, log, {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    headers: unsubscribeHeaders(mail.oneClickUnsubscribeUrl),
  }).then(() => undefined);
}

/** The default: mail through SMTP_URL or into DATA_DIR/outbox/; the database is the list. */
function outboxProvider(config: Config, log: FastifyBaseLogger): NewsletterProvider {
  return {
    name: 'outbox',
    send: (mail) => sendThroughMailer(config, log, mail),
    subscriberConfirmed: async () => {},
    subscriberLeft: async () => {},
  };
}

/**
 * Iterable (the spec's call is /api/v2/iterable/…): the double opt-in mail still goes out through
 * Lantern's mailer, since the consent is Lantern's; confirmed addresses are added to the list
 * ITERABLE_LIST_ID with POST /api/lists/subscribe and removed with POST /api/lists/unsubscribe.
 */
function iterableProvider(
  config: Config,
  log: FastifyBaseLogger,
  settings: Extract<NewsletterProviderConfig, { kind: 'iterable' }>,
): NewsletterProvider {
  const call = async (path: string, body: unknown) => {
    const response = await fetch(`${settings.apiUrl}${path}`, {
      method: 'POST',
      headers: { 'Api-Key': settings.apiKey, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`Iterable ${path} answered ${response.status}`);
    log.info({ path }, 'newsletter list updated at Iterable');
  };
  return {
    name: 'iterable',
    send: (mail) => sendThroughMailer(config, log, mail),
    subscriberConfirmed: (subscriber) =>
      call('/api/lists/subscribe', {
        listId: settings.listId,
        subscribers: [
          { email: subscriber.email, dataFields: { station: subscriber.stationCallSign ?? 'national' } },
        ],
      }),
    subscriberLeft: (email) =>
      call('/api/lists/unsubscribe', { listId: settings.listId, subscribers: [{ email }] }),
  };
}

export function newsletterProvider(config: Config, log: FastifyBaseLogger): NewsletterProvider {
  const settings = config.newsletterProvider;
  return settings.kind === 'iterable' ? iterableProvider(config, log, settings) : outboxProvider(config, log);
}
