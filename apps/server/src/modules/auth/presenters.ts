import type { AccountUser, ActiveSession } from '@lantern/shared';
import type { sessions, users } from '../../db/schema.ts';

/** Every field the client may see of a user; hashes and flags never leave the server. */
export function presentAccountUser(user: typeof users.$inferSelect): AccountUser {
  return {
    id: user.id,
    role: user.role,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    username: user.username,
  };
}

export function presentSession(
  row: typeof sessions.$inferSelect,
  currentId: string | undefined,
): ActiveSession {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    user_agent: row.userAgent,
    ip_address: row.ipAddress,
    current: row.id === currentId,
  };
}
