import { NEWSLETTER_TEXTS, STATION_COOKIE } from '@lantern/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers, stations } from '../../db/schema.ts';
import { seedStations } from '../../seed/stations/seed-stations.ts';
import { apiHeaders, buildTestApp, injectAs } from '../../test/test-app.ts';
import { signLinkToken } from './newsletter-links.ts';
import {
  linkToken,
  newAddress,
  nextIp,
  outboxMailsTo,
  subscribeRequest,
  waitForMails,
} from './newsletter-test-kit.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
  await seedStations(app.orm);
});

const rowOf = async (email: string) => {
  const [row] = await app.orm
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return row;
};

const confirmRequest = (token: string) =>
  injectAs(app, apiHeaders(app), {
    method: 'POST',
    url: '/api/v2/newsletter/confirm/',
    payload: { token },
    remoteAddress: nextIp(),
  });

/** As a mail client sends it (RFC 8058): a form POST, no API key, no cookies, no CSRF header. */
const oneClickUnsubscribe = (url: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
    remoteAddress: nextIp(),
  });

async function subscribeAndReadMail(email: string) {
  const reply = await subscribeRequest(app, { email, source_page: '/resource/abc/' });
  expect(reply.statusCode, reply.body).toBe(200);
  const [mail] = await waitForMails(app, email);
  return mail as NonNullable<typeof mail>;
}

describe('POST /api/v2/iterable/subscribe-to-newsletter/', () => {
  it('keeps a pending subscriber with the consent and mails a signed confirmation link', async () => {
    const email = newAddress();
    const [wosu] = await app.orm.select().from(stations).where(eq(stations.callSign, 'WOSU'));
    const reply = await subscribeRequest(
      app,
      { email: `  ${email.toUpperCase()} `, source_page: '/search/?q=tides' },
      { cookies: { [STATION_COOKIE]: String(wosu?.organizationId) } },
    );
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/plain/);
    expect(reply.body).toBe(NEWSLETTER_TEXTS.subscribeReply);

    const row = await rowOf(email);
    expect(row).toMatchObject({ status: 'pending', sourcePage: '/search/?q=tides', confirmedAt: null });
    expect(row?.stationId).toBe(wosu?.organizationId);
    expect(row?.consentedAt).toBeInstanceOf(Date);

    const [mail] = await waitForMails(app, email);
    expect(mail?.headers.subject).toMatch(/Confirm your .* newsletter subscription/);
    expect(linkToken(mail as NonNullable<typeof mail>, '/newsletter/confirm/')).toMatch(/\./);
    expect(mail?.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/v2\/newsletter\/unsubscribe\/\?token=[^>\s]+>$/,
    );
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it.each([
    ['no address', {}],
    ['a malformed one', { email: 'not-an-address' }],
    ['one with a line break (header injection)', { email: 'a@example.org\r\nBcc: victim@example.org' }],
    ['an over-long one', { email: `${'a'.repeat(250)}@example.org` }],
    [
      'a source page that is not a path here',
      { email: 'ok@example.org', source_page: 'https://evil.example/' },
    ],
  ])('refuses %s with a 400 that says what to fix, and stores nothing', async (_name, payload) => {
    const before = await app.orm.$count(newsletterSubscribers);
    const reply = await subscribeRequest(app, payload);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().messages.join(' ')).toMatch(/Email|Source page/);
    expect(await app.orm.$count(newsletterSubscribers)).toBe(before);
  });

  it('accepts any valid address, not only the 2-4 letter suffixes of the client pattern', async () => {
    const email = `reader-${Date.now()}@school.museum.education`;
    expect((await subscribeRequest(app, { email })).statusCode).toBe(200);
    expect((await rowOf(email))?.status).toBe('pending');
  });

  it('answers the same for a repeat sign-up, keeps one row and mails at most once an hour', async () => {
    const email = newAddress();
    await subscribeAndReadMail(email);
    const sentAt = (await rowOf(email))?.confirmationSentAt;
    const again = await subscribeRequest(app, { email });
    expect(again.body).toBe(NEWSLETTER_TEXTS.subscribeReply);
    expect(await app.orm.$count(newsletterSubscribers, eq(newsletterSubscribers.email, email))).toBe(1);
    expect((await rowOf(email))?.confirmationSentAt).toEqual(sentAt);
    // Another address's mail goes out after this one would have: still one mail here.
    await subscribeAndReadMail(newAddress());
    expect(outboxMailsTo(app, email)).toHaveLength(1);

    await app.orm
      .update(newsletterSubscribers)
      .set({ confirmationSentAt: sql`now() - interval '61 minutes'` })
      .where(eq(newsletterSubscribers.email, email));
    expect((await subscribeRequest(app, { email })).statusCode).toBe(200);
    await waitForMails(app, email, 2);
  });

  it('answers a confirmed address exactly as a new one, and sends it nothing', async () => {
    const email = newAddress();
    const mail = await subscribeAndReadMail(email);
    expect((await confirmRequest(linkToken(mail, '/newsletter/confirm/'))).statusCode).toBe(200);
    const fresh = await subscribeRequest(app, { email: newAddress() });
    const known = await subscribeRequest(app, { email });
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.body).toBe(fresh.body);
    expect(known.headers['content-type']).toBe(fresh.headers['content-type']);
    expect((await rowOf(email))?.status).toBe('confirmed');
    await subscribeAndReadMail(newAddress());
    expect(outboxMailsTo(app, email)).toHaveLength(1);
  });
});

describe('the confirmation link', () => {
  it('confirms once and answers the same when opened again', async () => {
    const email = newAddress();
    const token = linkToken(await subscribeAndReadMail(email), '/newsletter/confirm/');
    for (let i = 0; i < 2; i += 1) {
      const reply = await confirmRequest(token);
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json()).toEqual({ ok: true, message: NEWSLETTER_TEXTS.confirmed });
    }
    const row = await rowOf(email);
    expect(row?.status).toBe('confirmed');
    expect(row?.confirmedAt).toBeInstanceOf(Date);
  });

  it('refuses forged, altered, expired and unsubscribe tokens with a 400 that says what to do', async () => {
    const email = newAddress();
    const mail = await subscribeAndReadMail(email);
    const token = linkToken(mail, '/newsletter/confirm/');
    const row = await rowOf(email);
    const id = row?.id as string;
    const [, issued, mac] = token.split('.');
    const expired = await signLinkToken(app, 'confirm', id, new Date(Date.now() - 8 * 24 * 3600 * 1000));
    for (const bad of [
      `${id}.${issued}.${'A'.repeat(mac?.length ?? 43)}`,
      `00000000-0000-4000-8000-000000000000.${issued}.${mac}`,
      expired,
      linkToken(mail, '/newsletter/unsubscribe/'),
      'nonsense',
    ]) {
      const reply = await confirmRequest(bad);
      expect(reply.statusCode, bad).toBe(400);
      expect(reply.json().message).toBe(NEWSLETTER_TEXTS.linkInvalid);
    }
    expect((await rowOf(email))?.status).toBe('pending');
  });
});

describe('unsubscribing', () => {
  it('works with one click from the List-Unsubscribe header, twice, and old confirmation links stay dead', async () => {
    const email = newAddress();
    const mail = await subscribeAndReadMail(email);
    const confirmToken = linkToken(mail, '/newsletter/confirm/');
    expect((await confirmRequest(confirmToken)).statusCode).toBe(200);
    const target = new URL((mail.headers['list-unsubscribe'] ?? '').slice(1, -1));
    for (let i = 0; i < 2; i += 1) {
      const reply = await oneClickUnsubscribe(`${target.pathname}${target.search}`);
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json()).toEqual({ ok: true, message: NEWSLETTER_TEXTS.unsubscribed });
    }
    const row = await rowOf(email);
    expect(row?.status).toBe('unsubscribed');
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);
    // The old link does not bring the address back.
    expect((await confirmRequest(confirmToken)).statusCode).toBe(400);
    expect((await rowOf(email))?.status).toBe('unsubscribed');
  });

  it("works from the mail body's unsubscribe page call (JSON, as the page sends it)", async () => {
    const email = newAddress();
    const token = linkToken(await subscribeAndReadMail(email), '/newsletter/unsubscribe/');
    const reply = await injectAs(app, apiHeaders(app), {
      method: 'POST',
      url: `/api/v2/newsletter/unsubscribe/?token=${encodeURIComponent(token)}`,
      payload: {},
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await rowOf(email))?.status).toBe('unsubscribed');
  });

  it('refuses a forged token or a confirmation token, and a missing one', async () => {
    const email = newAddress();
    const mail = await subscribeAndReadMail(email);
    const token = linkToken(mail, '/newsletter/unsubscribe/');
    for (const bad of [`${token.slice(0, -2)}xx`, linkToken(mail, '/newsletter/confirm/')]) {
      const reply = await oneClickUnsubscribe(
        `/api/v2/newsletter/unsubscribe/?token=${encodeURIComponent(bad)}`,
      );
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe(NEWSLETTER_TEXTS.linkInvalid);
    }
    expect((await oneClickUnsubscribe('/api/v2/newsletter/unsubscribe/')).statusCode).toBe(400);
    expect((await rowOf(email))?.status).toBe('pending');
  });

  it('lets the address sign up again later, with a fresh double opt-in', async () => {
    const email = newAddress();
    const mail = await subscribeAndReadMail(email);
    await oneClickUnsubscribe(
      `/api/v2/newsletter/unsubscribe/?token=${encodeURIComponent(linkToken(mail, '/newsletter/unsubscribe/'))}`,
    );
    expect((await subscribeRequest(app, { email })).statusCode).toBe(200);
    expect((await rowOf(email))?.status).toBe('pending');
  });
});
