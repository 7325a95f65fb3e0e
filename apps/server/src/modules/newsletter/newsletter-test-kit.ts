import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';
import { uniqueSuffix } from '../../test/factories/index.ts';
import { apiHeaders, injectAs } from '../../test/test-app.ts';

/** Helpers of the newsletter API tests: sign-ups from their own client address, and the outbox. */

let addresses = 0;
/** A client address of its own, so the per-address limits of one test do not touch another. */
export function nextIp(): string {
  addresses += 1;
  return `10.22.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

export const newAddress = (prefix = 'reader') => `${prefix}-${uniqueSuffix()}@example.org`;

export function subscribeRequest(
  app: FastifyInstance,
  payload: unknown,
  { ip = nextIp(), cookies = {} }: { ip?: string; cookies?: Record<string, string> } = {},
) {
  return injectAs(app, apiHeaders(app), {
    method: 'POST',
    url: '/api/v2/iterable/subscribe-to-newsletter/',
    payload: payload as object,
    remoteAddress: ip,
    cookies,
  });
}

export interface OutboxMail {
  file: string;
  headers: Record<string, string>;
  body: string;
}

/** Reads one .eml: headers unfolded (RFC 5322), the quoted-printable body decoded. */
function readMail(file: string): OutboxMail {
  const raw = fs.readFileSync(file, 'utf8');
  const split = raw.indexOf('\n\n');
  const headers: Record<string, string> = {};
  for (const line of raw
    .slice(0, split)
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = raw
    .slice(split + 2)
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return { file, headers, body };
}

export function outboxMailsTo(app: FastifyInstance, email: string): OutboxMail[] {
  const outbox = path.join(app.config.dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .sort()
    .map((name) => readMail(path.join(outbox, name)))
    .filter((mail) => mail.headers.to === email);
}

/** Mail goes out after the reply: waits until `count` mails to the address are in the outbox. */
export async function waitForMails(app: FastifyInstance, email: string, count = 1): Promise<OutboxMail[]> {
  return vi.waitFor(
    () => {
      const mails = outboxMailsTo(app, email);
      expect(mails.length, `mails to ${email}`).toBeGreaterThanOrEqual(count);
      return mails;
    },
    { timeout: 10_000, interval: 20 },
  );
}

/** The token of a link in the mail body, e.g. linkToken(mail, '/newsletter/confirm/'). */
export function linkToken(mail: OutboxMail, pagePath: string): string {
  const match = mail.body.match(new RegExp(`https?://\\S+${pagePath.replace(/\//g, '\\/')}\\?token=(\\S+)`));
  expect(match, `a ${pagePath} link in the mail`).toBeTruthy();
  return decodeURIComponent(match?.[1] ?? '');
}
