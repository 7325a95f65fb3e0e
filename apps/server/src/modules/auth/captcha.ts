import { randomUUID } from 'node:crypto';
import { ACCOUNT_MESSAGES, type CAPTCHA_ACTIONS } from '@lantern/shared';
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deriveHmacKeySecret } from 'altcha-lib/frameworks/shared';
import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Orm } from '../../db/client.ts';
import { captchaUsedChallenges } from '../../db/schema.ts';
import { ensureServerSecret } from '../../db/server-secrets.ts';
import { fieldError } from './passwords.ts';

/**
 * Self-hosted ALTCHA proof of work in place of reCAPTCHA: no third party ever sees a child.
 * Challenges are HMAC-signed (stateless); solved ones are recorded in the database so that a
 * solution cannot be replayed, whichever process receives it.
 */

export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';
const CHALLENGE_LIFETIME_SECONDS = 10 * 60;
const SECRET_NAME = 'captcha_hmac_key';

type CaptchaAction = (typeof CAPTCHA_ACTIONS)[number];
type Keys = { signature: string; keySignature: string };

const keysByApp = new WeakMap<FastifyInstance, Promise<Keys>>();

/** CAPTCHA_HMAC_KEY, or a key generated once and kept in the database for every process. */
async function loadKeys(app: FastifyInstance): Promise<Keys> {
  let secret = app.config.captcha.hmacKey;
  if (!secret) {
    secret = await ensureServerSecret(app.orm, SECRET_NAME);
  }
  return { signature: secret, keySignature: await deriveHmacKeySecret(secret) };
}

function keys(app: FastifyInstance): Promise<Keys> {
  let found = keysByApp.get(app);
  if (!found) {
    found = loadKeys(app);
    found.catch(() => keysByApp.delete(app));
    keysByApp.set(app, found);
  }
  return found;
}

/** A challenge for one action: the action is in its signed data, so it cannot be moved to another. */
export async function createCaptchaChallenge(app: FastifyInstance, action: CaptchaAction) {
  const { cost, maxCounter } = app.config.captcha;
  const { signature, keySignature } = await keys(app);
  return createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost,
    counter: randomInt(Math.floor(maxCounter / 2), maxCounter),
    deriveKey,
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: keySignature,
    expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_SECONDS * 1000),
    data: { challengeId: randomUUID(), action },
  });
}

function parsePayload(payload: string): { challenge: Challenge; solution: Solution } | undefined {
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    if (parsed && typeof parsed === 'object' && parsed.challenge && parsed.solution) return parsed;
  } catch {
    // fall through
  }
  return undefined;
}

/** Records a solved challenge; false when it had been used already. */
async function markUsed(orm: Orm, challengeId: string, expiresAt: Date): Promise<boolean> {
  await orm.delete(captchaUsedChallenges).where(lt(captchaUsedChallenges.expiresAt, sql`now()`));
  const rows = await orm
    .insert(captchaUsedChallenges)
    .values({ challengeId: challengeId.slice(0, 200), expiresAt })
    .onConflictDoNothing()
    .returning({ id: captchaUsedChallenges.challengeId });
  return rows.length > 0;
}

/**
 * Throws a 400 on the `captcha` field unless the payload solves a challenge we issued for this
 * action, has not expired and was not used before. Skipped only when CAPTCHA_DISABLED=true.
 */
export async function assertCaptcha(app: FastifyInstance, payload: string, action: CaptchaAction) {
  if (app.config.captcha.disabled) return;
  if (!payload) throw fieldError('captcha', ACCOUNT_MESSAGES.captchaRequired);
  const parsed = parsePayload(payload);
  const data = parsed?.challenge.parameters?.data;
  // The signature below covers data: a challenge with no action or another one is refused.
  if (!parsed || data?.action !== action) {
    throw fieldError('captcha', ACCOUNT_MESSAGES.captchaFailed);
  }
  const { signature, keySignature } = await keys(app);
  const result = await verifySolution({
    challenge: parsed.challenge,
    solution: parsed.solution,
    deriveKey,
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: keySignature,
  }).catch(() => undefined);
  if (!result?.verified) throw fieldError('captcha', ACCOUNT_MESSAGES.captchaFailed);
  const challengeId = String(data?.challengeId ?? parsed.challenge.parameters.nonce);
  const expiresAt = new Date(
    (parsed.challenge.parameters.expiresAt ?? Date.now() / 1000 + CHALLENGE_LIFETIME_SECONDS) * 1000,
  );
  if (!(await markUsed(app.orm, challengeId, expiresAt))) {
    throw fieldError('captcha', ACCOUNT_MESSAGES.captchaFailed);
  }
}
