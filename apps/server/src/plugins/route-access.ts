import type { UserRole } from '../db/schema.ts';
import { isApiPath } from './api-paths.ts';

/**
 * Who may call a route. Every route must declare one (the app refuses to start otherwise), and
 * the access-control test table lists every route with each role's expected status.
 * - public: anyone, signed in or not
 * - signed-in: any signed-in user
 * - teacher: teachers and admins
 * - student: students only
 * - admin: admins only
 */
export const ACCESS_LEVELS = ['public', 'signed-in', 'teacher', 'student', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Whether the client must send its API key. Defaults to true for every API address (api-paths.ts). */
    apiKey?: boolean;
    /**
     * false: writes need no CSRF pair. Only for calls that come from outside the page, carry their own
     * proof and change nothing a forged request could abuse (RFC 8058 one-click unsubscribe: the mail
     * client POSTs with no cookie, and the link's signed token is the proof).
     */
    csrf?: boolean;
    /** The catch-all of unknown API addresses: answers 404 before any other check. */
    unmatched?: boolean;
  }
}

export function roleMayAccess(access: Access, role: UserRole | null): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'signed-in':
      return role !== null;
    case 'teacher':
      return role === 'teacher' || role === 'admin';
    case 'student':
      return role === 'student';
    case 'admin':
      return role === 'admin';
  }
}

/**
 * One rule for every API call, wherever its prefix (/api/v2/, /tools/api/, /student/…, the folder family…):
 * the client key is required unless the route says otherwise (a link opened in a new tab, a mail client's
 * one-click unsubscribe, a provider's redirect).
 */
export function requiresApiKey(url: string, declared: boolean | undefined): boolean {
  return declared ?? isApiPath(url);
}
