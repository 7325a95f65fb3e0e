import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { NEWSLETTER_TEXTS, newsletterStaffReplySchema, STATION_COOKIE } from '@lantern/shared';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newsletterSubscribers, stations } from '../../db/schema.ts';
import { seedStations } from '../../seed/stations/seed-stations.ts';
import { buildUser } from '../../test/factories/index.ts';
import { apiHeaders, buildTestApp, injectAs, signInAs } from '../../test/test-app.ts';
import { NEWSLETTER_LIMITS } from './newsletter.routes.ts';
import { linkToken, newAddress, nextIp, subscribeRequest, waitForMails } from './newsletter-test-kit.ts';

/** Rate limits, a teacher's own switch, the staff view and export, and the Iterable provider. */

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
  await seedStations(app.orm);
});

async function confirmedSubscriber(email: string, cookies: Record<string, string> = {}) {
  expect((await subscribeRequest(app, { email }, { cookies })).statusCode).toBe(200);
  const [mail] = await waitForMails(app, email);
  const reply = await injectAs(app, apiHeaders(app), {
    method: 'POST',
    url: '/api/v2/newsletter/confirm/',
    payload: { token: linkToken(mail as NonNullable<typeof mail>, '/newsletter/confirm/') },
    remoteAddress: nextIp(),
  });
  expect(reply.statusCode, reply.body).toBe(200);
}

describe('the subscribers table', () => {
  it('mirrors migration 0045 in the drizzle schema', async () => {
    const table = getTableConfig(newsletterSubscribers);
    const { rows } = await app.database.withConnection((connection) =>
      connection.query<{ column_name: string; is_nullable: string }>(
        `SELECT column_name, is_nullable FROM information_schema.columns
         WHERE table_schema = 'public' AND table_name = $1`,
        [table.name],
      ),
    );
    const fromSql = rows.map((r) => `${r.column_name}:${r.is_nullable === 'YES' ? 'null' : 'not null'}`);
    const fromDrizzle = table.columns.map((c) => `${c.name}:${c.notNull || c.primary ? 'not null' : 'null'}`);
    expect(fromDrizzle.sort()).toEqual(fromSql.sort());
  });
});

describe('rate limits', () => {
  it('turns a flood from one client address away with a 429 that says how long to wait', async () => {
    const ip = nextIp();
    for (let i = 0; i < NEWSLETTER_LIMITS.subscribePerIp.max; i += 1) {
      expect((await subscribeRequest(app, { email: newAddress('flood') }, { ip })).statusCode).toBe(200);
    }
    const over = await subscribeRequest(app, { email: newAddress('flood') }, { ip });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/Wait \d+ minutes/);
    expect((await subscribeRequest(app, { email: newAddress('flood') })).statusCode).toBe(200);
  });

  it('turns away a flood at one address from many client addresses', async () => {
    const email = newAddress('target');
    for (let i = 0; i < NEWSLETTER_LIMITS.subscribePerAddress.max; i += 1) {
      expect((await subscribeRequest(app, { email: email.toUpperCase() })).statusCode).toBe(200);
    }
    expect((await subscribeRequest(app, { email })).statusCode).toBe(429);
    expect((await subscribeRequest(app, { email: newAddress('other') })).statusCode).toBe(200);
  });
});

describe("a teacher's own subscription", () => {
  it('shows the status and switches it: on mails a confirmation link, off unsubscribes', async () => {
    const teacher = await signInAs(app, await buildUser(app, { role: 'teacher' }));
    const email = teacher.user.email as string;
    const call = (method: 'GET' | 'PUT', payload?: object) =>
      injectAs(app, teacher, { method, url: '/api/v2/newsletter/subscription/', payload });

    expect((await call('GET')).json()).toEqual({ email, status: 'none' });
    const on = await call('PUT', { subscribed: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ email, status: 'pending' });
    const [mail] = await waitForMails(app, email);
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const off = await call('PUT', { subscribed: false });
    expect(off.json()).toEqual({ email, status: 'unsubscribed', message: NEWSLETTER_TEXTS.unsubscribed });
    expect((await call('PUT', { subscribed: 'yes' })).statusCode).toBe(400);
  });
});

describe('the staff view and export', () => {
  it('counts subscribers per station and exports confirmed subscribers only', async () => {
    const admin = await signInAs(app, await buildUser(app, { role: 'admin' }));
    const [station] = await app.orm.select().from(stations).where(eq(stations.callSign, 'KQED'));
    const local = { [STATION_COOKIE]: String(station?.organizationId) };
    const confirmed = newAddress('confirmed');
    const pending = newAddress('pending');
    await confirmedSubscriber(confirmed, local);
    expect((await subscribeRequest(app, { email: pending }, { cookies: local })).statusCode).toBe(200);

    const view = await injectAs(app, admin, {
      method: 'GET',
      url: '/api/v2/newsletter/staff/subscribers/?station=kqed',
    });
    expect(view.statusCode, view.body).toBe(200);
    const body = newsletterStaffReplySchema.parse(view.json());
    expect(body.stations.find((row) => row.call_sign === 'KQED')).toMatchObject({ pending: 1, confirmed: 1 });
    expect(body.subscribers.map((row) => row.email).sort()).toEqual([confirmed, pending].sort());
    expect(body.totals.confirmed).toBeGreaterThanOrEqual(1);

    const exported = await injectAs(app, admin, {
      method: 'GET',
      url: '/api/v2/newsletter/staff/export/?station=KQED',
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="newsletter-confirmed-/);
    const rows = parse(exported.body, { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row.email)).toEqual([confirmed]);
    expect(rows[0]).toMatchObject({ station: 'KQED', source_page: '' });

    const national = await injectAs(app, admin, {
      method: 'GET',
      url: '/api/v2/newsletter/staff/export/?station=national',
    });
    expect(national.body).not.toContain(confirmed);
    const bad = await injectAs(app, admin, {
      method: 'GET',
      url: '/api/v2/newsletter/staff/export/?station=%3Cscript%3E',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the Iterable provider (NEWSLETTER_PROVIDER=iterable)', () => {
  const received: { path: string; apiKey: string | undefined; body: unknown }[] = [];
  const server = http.createServer((request, response) => {
    let data = '';
    request.on('data', (chunk) => {
      data += chunk;
    });
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        apiKey: request.headers['api-key'] as string,
        body: JSON.parse(data),
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"successCount":1}');
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('adds a confirmed subscriber to the list and removes one who leaves', async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const iterable = await buildTestApp({
      env: {
        NEWSLETTER_PROVIDER: 'iterable',
        ITERABLE_API_KEY: 'test-key-123456',
        ITERABLE_LIST_ID: '4242',
        ITERABLE_API_URL: `http://127.0.0.1:${port}`,
      },
    });
    const email = newAddress('esp');
    expect((await subscribeRequest(iterable, { email })).statusCode).toBe(200);
    const [mail] = await waitForMails(iterable, email);
    const confirm = linkToken(mail as NonNullable<typeof mail>, '/newsletter/confirm/');
    await injectAs(iterable, apiHeaders(iterable), {
      method: 'POST',
      url: '/api/v2/newsletter/confirm/',
      payload: { token: confirm },
    });
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toEqual({
      path: '/api/lists/subscribe',
      apiKey: 'test-key-123456',
      body: { listId: 4242, subscribers: [{ email, dataFields: { station: 'national' } }] },
    });
    const unsubscribe = linkToken(mail as NonNullable<typeof mail>, '/newsletter/unsubscribe/');
    await iterable.inject({ method: 'POST', url: `/api/v2/newsletter/unsubscribe/?token=${unsubscribe}` });
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received[1]).toMatchObject({
      path: '/api/lists/unsubscribe',
      body: { listId: 4242, subscribers: [{ email }] },
    });
  });
});
