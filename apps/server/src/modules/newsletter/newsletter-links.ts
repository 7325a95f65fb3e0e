import { createHmac } from 'node:crypto';
import { NEWSLETTER_CONFIRM_LINK_DAYS } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { ensureServerSecret } from '../../db/server-secrets.ts';
import { constantTimeEqual } from '../../lib/tokens.ts';

/**
 * The signed links of newsletter mail. A token is `<subscriber id>.<issued at, ms in base 36>.<HMAC>`,
 * the HMAC (SHA-256) covering the purpose too, so a confirmation token cannot unsubscribe and the
 * other way round. Nothing is stored per link: the key is generated once and kept in the database
 * for every process. Confirmation links expire; unsubscribe links work for as long as the mail is
 * kept (RFC 8058 one-click unsubscribe must not stop working).
 */

export type LinkPurpose = 'confirm' | 'unsubscribe';

const SECRET_NAME = 'newsletter_link_key';
const CONFIRM_LINK_MS = NEWSLETTER_CONFIRM_LINK_DAYS * 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const keysByApp = new WeakMap<FastifyInstance, Promise<string>>();

function linkKey(app: FastifyInstance): Promise<string> {
  let found = keysByApp.get(app);
  if (!found) {
    found = ensureServerSecret(app.orm, SECRET_NAME);
    found.catch(() => keysByApp.delete(app));
    keysByApp.set(app, found);
  }
  return found;
}

function signature(key: string, purpose: LinkPurpose, id: string, issued: string): string {
  return createHmac('sha256', key).update(`newsletter|${purpose}|${id}|${issued}`).digest('base64url');
}

export async function signLinkToken(
  app: FastifyInstance,
  purpose: LinkPurpose,
  subscriberId: string,
  issuedAt = new Date(),
): Promise<string> {
  const issued = issuedAt.getTime().toString(36);
  return `${subscriberId}.${issued}.${signature(await linkKey(app), purpose, subscriberId, issued)}`;
}

/** The subscriber and issue time of a genuine, unexpired token; null for anything else. */
export async function verifyLinkToken(
  app: FastifyInstance,
  purpose: LinkPurpose,
  token: string,
  now = Date.now(),
): Promise<{ subscriberId: string; issuedAt: Date } | null> {
  const [id, issued, mac, ...rest] = token.split('.');
  if (!id || !issued || !mac || rest.length > 0 || !UUID.test(id) || !/^[0-9a-z]{1,12}$/.test(issued)) {
    return null;
  }
  if (!constantTimeEqual(mac, signature(await linkKey(app), purpose, id, issued))) return null;
  const issuedAt = Number.parseInt(issued, 36);
  if (issuedAt > now + 60_000) return null;
  if (purpose === 'confirm' && now - issuedAt > CONFIRM_LINK_MS) return null;
  return { subscriberId: id, issuedAt: new Date(issuedAt) };
}

/** The pages the mail links to, and the address mail clients POST to for one-click unsubscribe. */
export function newsletterLinks(publicUrl: string, confirmToken: string | null, unsubscribeToken: string) {
  const unsubscribe = encodeURIComponent(unsubscribeToken);
  return {
    confirmPage:
      confirmToken === null
        ? null
        : `${publicUrl}/newsletter/confirm/?token=${encodeURIComponent(confirmToken)}`,
    unsubscribePage: `${publicUrl}/newsletter/unsubscribe/?token=${unsubscribe}`,
    oneClickUnsubscribe: `${publicUrl}/api/v2/newsletter/unsubscribe/?token=${unsubscribe}`,
  };
}
