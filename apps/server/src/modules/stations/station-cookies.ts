import { isIP } from 'node:net';
import {
  LOCALIZATION_NOT_CONFIRMED_COOKIE,
  STATION_CONFIRMED_COOKIE,
  STATION_CONFIRMED_MAX_AGE_DAYS,
  STATION_COOKIE,
} from '@lantern/shared';
import type { FastifyReply } from 'fastify';

const YEAR_SECONDS = STATION_CONFIRMED_MAX_AGE_DAYS * 24 * 60 * 60;

/**
 * The parent domain for the 'station confirmed' cookie, so every subdomain of the site shares it:
 * www.lantern.example → lantern.example. Hosts with no parent (localhost, an IP, a bare domain's
 * own name) get a host-only cookie, which is the only kind browsers accept there.
 */
export function parentCookieDomain(publicUrl: string): string | undefined {
  const host = new URL(publicUrl).hostname;
  if (isIP(host) || !host.includes('.')) return undefined;
  const labels = host.split('.');
  return labels.length > 2 ? labels.slice(1).join('.') : host;
}

interface StationCookieOptions {
  publicUrl: string;
  /** Visitors keep their station in a cookie; signed-in users on their profile. */
  visitorStationId: number | null;
}

export function setStationCookies(
  reply: FastifyReply,
  { publicUrl, visitorStationId }: StationCookieOptions,
) {
  const secure = publicUrl.startsWith('https://');
  const domain = parentCookieDomain(publicUrl);
  const lasting = {
    path: '/',
    maxAge: YEAR_SECONDS,
    expires: new Date(Date.now() + YEAR_SECONDS * 1000),
    sameSite: 'lax' as const,
    secure,
  };
  if (visitorStationId !== null) reply.setCookie(STATION_COOKIE, String(visitorStationId), lasting);
  reply.setCookie(STATION_CONFIRMED_COOKIE, 'true', { ...lasting, domain });
  // The popup cookie may have been set host-only or on the parent domain: clear both.
  reply.clearCookie(LOCALIZATION_NOT_CONFIRMED_COOKIE, { path: '/' });
  if (domain) reply.clearCookie(LOCALIZATION_NOT_CONFIRMED_COOKIE, { path: '/', domain });
}
