import { COOKIE_NAMES } from '@lantern/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Orm } from '../../db/client.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import * as repo from './accounts.repo.ts';

/**
 * The devices a student signs in on (docs/decisions/0070-lock-out-the-attacker-not-the-child.md). A
 * successful sign-up or sign-in leaves a random token in an httpOnly cookie, and the student's row
 * in student_devices keeps its SHA-256. A shared classroom computer keeps one token for every child
 * who signs in on it; each child's row says that child signed in there.
 */

/** A device stays known for this long after the student's last successful sign-in on it. */
export const STUDENT_DEVICE_DAYS = 180;
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The request's device token, when it has the shape of one we issue. */
export function deviceToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[COOKIE_NAMES.studentDevice];
  return token && TOKEN.test(token) ? token : undefined;
}

/** The key a known device's failures count under: part of the token's hash, never the token. */
export function deviceKey(token: string): string {
  return sha256(token).toString('hex').slice(0, 32);
}

/** Whether the student signed in on the device with this token recently. */
export function isKnownStudentDevice(orm: Orm, userId: string, token: string): Promise<boolean> {
  return repo.isKnownStudentDevice(orm, userId, sha256(token), STUDENT_DEVICE_DAYS);
}

/**
 * After a successful sign-up or sign-in: the device becomes (or stays) known for the student, and the
 * cookie is set (the token it already had, else a new one). `orm` may be the sign-up's transaction.
 */
export async function keepStudentDevice(
  orm: Orm,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  const token = deviceToken(request) ?? randomToken();
  await repo.rememberStudentDevice(orm, userId, sha256(token), STUDENT_DEVICE_DAYS);
  setDeviceCookie(reply, request.server.config, token);
}

function setDeviceCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(COOKIE_NAMES.studentDevice, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
    maxAge: COOKIE_MAX_AGE_SECONDS,
  });
}
