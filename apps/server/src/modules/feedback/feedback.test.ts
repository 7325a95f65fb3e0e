import fs from 'node:fs';
import path from 'node:path';
import { staffFeedbackListSchema } from '@lantern/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../../db/schema.ts';
import { buildUser } from '../../test/factories/index.ts';
import { apiHeaders, buildTestApp, injectAs, type SignedIn, signInAs } from '../../test/test-app.ts';
import { FEEDBACK_LIMITS } from './feedback.routes.ts';

let app: FastifyInstance;
let admin: SignedIn;
let teacher: SignedIn;
let ipCounter = 0;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await signInAs(app, await buildUser(app, { role: 'admin' }));
  teacher = await signInAs(app, await buildUser(app, { role: 'teacher' }));
});

/** Each test sends from an address of its own, so the per-address limit of one test cannot reach another. */
const freshIp = () => `192.0.2.${++ipCounter}`;

const send = (
  payload: unknown,
  { auth = null as SignedIn | null, ip = freshIp(), userAgent = 'TestBrowser/1.0' } = {},
) =>
  injectAs(app, auth ?? apiHeaders(app), {
    method: 'POST',
    url: '/api/v2/feedback/',
    payload: payload as object,
    remoteAddress: ip,
    headers: { 'user-agent': userAgent },
  });

const staffList = async (query = '') => {
  const reply = await injectAs(app, admin, { method: 'GET', url: `/api/v2/staff/feedback/${query}` });
  expect(reply.statusCode).toBe(200);
  return staffFeedbackListSchema.parse(reply.json());
};

const valid = {
  category: 'problem',
  message: 'The video on the volcano page does not play.',
  page: '/resource/volcano/',
};

function outboxMail(): string[] {
  const outbox = path.join(app.config.dataDir, 'outbox');
  return fs.existsSync(outbox)
    ? fs
        .readdirSync(outbox)
        .sort()
        .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'))
    : [];
}

describe('sending feedback', () => {
  it('stores category, message, reply email, page, browser and the signed-in sender', async () => {
    const reply = await send(
      { ...valid, email: ' Ms.Rivera@Example.org ' },
      { auth: teacher, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130' },
    );
    expect(reply.statusCode).toBe(201);
    const { id, status } = reply.json();
    expect(status).toBe('new');
    const [row] = await app.orm.select().from(feedback).where(eq(feedback.id, id));
    expect(row).toMatchObject({
      category: 'problem',
      message: valid.message,
      replyEmail: 'ms.rivera@example.org',
      pagePath: '/resource/volcano/',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130',
      userId: teacher.user.id,
      senderRole: 'teacher',
      status: 'new',
    });
  });

  it('takes feedback from a visitor without an email address', async () => {
    const reply = await send({ ...valid, email: '' });
    expect(reply.statusCode).toBe(201);
    const [row] = await app.orm.select().from(feedback).where(eq(feedback.id, reply.json().id));
    expect(row).toMatchObject({ replyEmail: null, userId: null, senderRole: null });
  });

  it.each([
    ['an empty message', { ...valid, message: '   ' }, 'message', 'Please write your message.'],
    ['an over-long message', { ...valid, message: 'x'.repeat(5001) }, 'message', 'at most 5000 characters'],
    ['an unknown category', { ...valid, category: 'spam' }, 'category', 'Choose one of'],
    ['a malformed email', { ...valid, email: 'not-an-address' }, 'email', 'valid email address'],
    [
      'an email with a header injected',
      { ...valid, email: 'a@example.org\r\nBcc: all@example.org' },
      'email',
      '',
    ],
    ['an over-long email', { ...valid, email: `${'a'.repeat(250)}@example.org` }, 'email', 'at most'],
    ['a page on another site', { ...valid, page: '//evil.example/' }, 'page', 'path on this site'],
    ['a full address as page', { ...valid, page: 'https://evil.example/' }, 'page', 'path on this site'],
    ['no page', { category: 'idea', message: 'Hi' }, 'page', 'missing'],
  ])('refuses %s with a 400 naming the field, and stores nothing', async (_name, payload, field, text) => {
    const before = (await app.orm.select({ id: feedback.id }).from(feedback)).length;
    const reply = await send(payload);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().code).toBe('validation_error');
    expect(JSON.stringify(reply.json().errors?.[field] ?? reply.json())).toContain(text);
    expect((await app.orm.select({ id: feedback.id }).from(feedback)).length).toBe(before);
  });

  it('stores HTML and script as the text that was typed and gives it back as text', async () => {
    const message = '<script>alert("x")</script><img src=x onerror=alert(1)> & "quotes"';
    const { id } = (await send({ ...valid, message })).json();
    const item = (await staffList()).objects.find((entry) => entry.id === id);
    expect(item?.message).toBe(message);
  });

  it(`answers 429 after ${FEEDBACK_LIMITS.sendPerIp.max} messages an hour from one address, with how long to wait`, async () => {
    const ip = freshIp();
    for (let i = 0; i < FEEDBACK_LIMITS.sendPerIp.max; i++) {
      expect((await send({ ...valid, message: `Flood ${i}` }, { ip })).statusCode).toBe(201);
    }
    const refused = await send({ ...valid, message: 'One too many' }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(refused.json().message).toMatch(/Wait \d+ minutes, then try again\./);
    const stored = await app.orm.select().from(feedback).where(eq(feedback.message, 'One too many'));
    expect(stored).toHaveLength(0);
    // Another address is not affected.
    expect((await send(valid)).statusCode).toBe(201);
  });
});

describe('staff view', () => {
  it('lists feedback newest first with counts per status, and filters by status', async () => {
    const older = (await send({ ...valid, message: 'Older note' })).json().id;
    const newer = (await send({ ...valid, category: 'idea', message: 'Newer note' })).json().id;
    const all = await staffList();
    const ids = all.objects.map((item) => item.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(all.objects.find((item) => item.id === newer)).toMatchObject({
      category: 'idea',
      status: 'new',
      page: '/resource/volcano/',
      browser: 'TestBrowser/1.0',
      sender_role: null,
      replies: [],
    });
    const newCount = all.counts.new;

    const patched = await injectAs(app, admin, {
      method: 'PATCH',
      url: `/api/v2/staff/feedback/${older}/`,
      payload: { status: 'closed' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toEqual({ id: older, status: 'closed' });
    const closed = await staffList('?status=closed');
    expect(closed.objects.map((item) => item.id)).toContain(older);
    expect(closed.objects.every((item) => item.status === 'closed')).toBe(true);
    expect(closed.counts.new).toBe(newCount - 1);
  });

  it('refuses an unknown status and a missing feedback id clearly', async () => {
    const badFilter = await injectAs(app, admin, {
      method: 'GET',
      url: '/api/v2/staff/feedback/?status=spam',
    });
    expect(badFilter.statusCode).toBe(400);
    const badStatus = await injectAs(app, admin, {
      method: 'PATCH',
      url: '/api/v2/staff/feedback/1/',
      payload: { status: 'deleted' },
    });
    expect(badStatus.statusCode).toBe(400);
    const missing = await injectAs(app, admin, {
      method: 'PATCH',
      url: '/api/v2/staff/feedback/999999999/',
      payload: { status: 'read' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('There is no feedback with id 999999999.');
    const notAnId = await injectAs(app, admin, {
      method: 'PATCH',
      url: '/api/v2/staff/feedback/abc/',
      payload: { status: 'read' },
    });
    expect(notAnId.statusCode).toBe(400);
  });

  it('emails a reply to the sender (outbox), records it and marks the feedback answered', async () => {
    const { id } = (
      await send({ ...valid, email: 'reply-me@example.org', message: 'Where are the captions?\nThanks' })
    ).json();
    const before = outboxMail().length;
    const reply = await injectAs(app, admin, {
      method: 'POST',
      url: `/api/v2/staff/feedback/${id}/reply/`,
      payload: { body: 'Captions are under the CC button of the player.' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ id, status: 'answered' });

    const mail = outboxMail().slice(before);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toContain('To: reply-me@example.org');
    expect(mail[0]).toContain('Subject: Re: your feedback to Lantern');
    expect(mail[0]).toContain('Captions are under the CC button of the player.');
    expect(mail[0]).toContain('> Where are the captions?');

    const item = (await staffList()).objects.find((entry) => entry.id === id);
    expect(item?.status).toBe('answered');
    expect(item?.replies).toEqual([
      expect.objectContaining({
        body: 'Captions are under the CC button of the player.',
        sent_to: 'reply-me@example.org',
        sent_by: admin.user.firstName,
      }),
    ]);
  });

  it('cannot reply to feedback sent without an email address (409), and refuses an empty reply', async () => {
    const { id } = (await send(valid)).json();
    const before = outboxMail().length;
    const noAddress = await injectAs(app, admin, {
      method: 'POST',
      url: `/api/v2/staff/feedback/${id}/reply/`,
      payload: { body: 'Hello' },
    });
    expect(noAddress.statusCode).toBe(409);
    expect(noAddress.json().message).toMatch(/without an email address/);
    const empty = await injectAs(app, admin, {
      method: 'POST',
      url: `/api/v2/staff/feedback/${id}/reply/`,
      payload: { body: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(outboxMail().length).toBe(before);
  });
});

describe('the feedback form page', () => {
  it('may be framed by this site only; every other page may not be framed at all', async () => {
    const form = await app.inject({ url: '/feedback/form/?page=%2Fsearch' });
    expect(form.statusCode).toBe(200);
    expect(form.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(form.headers['x-frame-options']).toBe('SAMEORIGIN');
    const home = await app.inject({ url: '/' });
    expect(home.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(home.headers['x-frame-options']).toBe('DENY');
  });
});
