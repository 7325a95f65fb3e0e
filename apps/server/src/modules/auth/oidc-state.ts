import { randomBytes } from 'node:crypto';
import { sign, unsign } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ensureServerSecret } from '../../db/server-secrets.ts';

/**
 * What a provider sign-in must remember between leaving for the provider and coming back: state,
 * nonce, PKCE verifier, where to return and which kind of account. It travels in a short-lived,
 * signed, httpOnly cookie sent only to the OIDC paths, so no process keeps it in memory and the
 * callback works whichever process receives it. SameSite=Lax: the provider's redirect back is a
 * top-level GET, which carries Lax cookies.
 */

export const OIDC_STATE_COOKIE = 'lantern_oidc';
export const OIDC_STATE_COOKIE_PATH = '/api/v2/auth/oidc/';
export const OIDC_STATE_LIFETIME_SECONDS = 10 * 60;
const SECRET_NAME = 'oidc_state_cookie_key';

const pendingSignInSchema = z.object({
  provider: z.string(),
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  next: z.string(),
  kind: z.enum(['teacher', 'student']),
  expiresAt: z.number(),
});
export type PendingSignIn = z.infer<typeof pendingSignInSchema>;

const keysByApp = new WeakMap<FastifyInstance, Promise<string>>();

function cookieKey(app: FastifyInstance): Promise<string> {
  let key = keysByApp.get(app);
  if (!key) {
    key = ensureServerSecret(app.orm, SECRET_NAME, () => randomBytes(32).toString('base64url'));
    key.catch(() => keysByApp.delete(app));
    keysByApp.set(app, key);
  }
  return key;
}

export async function setPendingSignIn(
  app: FastifyInstance,
  reply: FastifyReply,
  pending: Omit<PendingSignIn, 'expiresAt'>,
) {
  const value: PendingSignIn = { ...pending, expiresAt: Date.now() + OIDC_STATE_LIFETIME_SECONDS * 1000 };
  const encoded = Buffer.from(JSON.stringify(value)).toString('base64url');
  reply.setCookie(OIDC_STATE_COOKIE, sign(encoded, await cookieKey(app)), {
    path: OIDC_STATE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.publicUrl.startsWith('https:'),
    maxAge: OIDC_STATE_LIFETIME_SECONDS,
  });
}

/** The pending sign-in of this browser, or null when there is none, it was altered or it expired. */
export async function readPendingSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<PendingSignIn | null> {
  const raw = request.cookies[OIDC_STATE_COOKIE];
  if (!raw || raw.length > 4000) return null;
  const unsigned = unsign(raw, await cookieKey(app));
  if (!unsigned.valid) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = pendingSignInSchema.safeParse(decoded);
  if (!parsed.success || parsed.data.expiresAt < Date.now()) return null;
  return parsed.data;
}

/** A pending sign-in is used once: the callback forgets it whatever the outcome. */
export function clearPendingSignIn(app: FastifyInstance, reply: FastifyReply) {
  reply.clearCookie(OIDC_STATE_COOKIE, {
    path: OIDC_STATE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.publicUrl.startsWith('https:'),
  });
}
