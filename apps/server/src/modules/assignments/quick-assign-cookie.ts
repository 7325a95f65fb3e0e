import { sign, unsign } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ensureServerSecret } from '../../db/server-secrets.ts';

/**
 * An anonymous quick-assign student's hold on their result(s) (decision 0044): an httpOnly, SameSite=Lax cookie
 * listing result ids, signed with a server secret (HMAC-SHA256 by @fastify/cookie's sign), so a visitor can read
 * and answer only the results this browser started. An altered or foreign cookie is ignored: the result is a 404.
 * It lasts a day (a lesson's length, short on a shared device); the newest results come first, at most MAX_RESULTS.
 */

export const QUICK_ASSIGN_COOKIE = 'lantern_quick_assign';
export const QUICK_ASSIGN_COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;
const MAX_RESULTS = 10;
const SECRET_NAME = 'quick_assign_cookie_key';

const keysByApp = new WeakMap<FastifyInstance, Promise<string>>();

function cookieKey(app: FastifyInstance): Promise<string> {
  let key = keysByApp.get(app);
  if (!key) {
    key = ensureServerSecret(app.orm, SECRET_NAME);
    key.catch(() => keysByApp.delete(app));
    keysByApp.set(app, key);
  }
  return key;
}

/** The result ids this browser holds, newest first ([] without a valid cookie). */
export async function quickAssignResultIds(request: FastifyRequest): Promise<number[]> {
  const raw = request.cookies[QUICK_ASSIGN_COOKIE];
  if (!raw || raw.length > 1000) return [];
  const unsigned = unsign(raw, await cookieKey(request.server));
  if (!unsigned.valid || !unsigned.value || !/^[1-9][0-9]{0,15}(-[1-9][0-9]{0,15})*$/.test(unsigned.value))
    return [];
  return unsigned.value.split('-').map(Number);
}

/** Adds a result to this browser's cookie (first), keeping the most recent MAX_RESULTS. */
export async function holdQuickAssignResult(request: FastifyRequest, reply: FastifyReply, resultId: number) {
  const app = request.server;
  const ids = [resultId, ...(await quickAssignResultIds(request)).filter((id) => id !== resultId)].slice(
    0,
    MAX_RESULTS,
  );
  reply.setCookie(QUICK_ASSIGN_COOKIE, sign(ids.join('-'), await cookieKey(app)), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.publicUrl.startsWith('https:'),
    maxAge: QUICK_ASSIGN_COOKIE_MAX_AGE_SECONDS,
  });
}
