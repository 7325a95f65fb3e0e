import type { FastifyInstance } from 'fastify';
import { apiKeys, type UserRole, users } from '../../db/schema.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { inserted, uniqueSuffix } from './unique.ts';

export type TestUser = typeof users.$inferSelect;

/** Any column of users; `role` decides the defaults of the others. */
export type UserOverrides = Partial<typeof users.$inferInsert> & { role?: UserRole };

/**
 * A user of the test's own: teachers and admins get a unique email, students a unique username
 * (no credentials: tests sign in with signInAs, not with a password; the sign-in tests make their
 * accounts through the API).
 */
export async function buildUser(app: FastifyInstance, overrides: UserOverrides = {}): Promise<TestUser> {
  const role = overrides.role ?? 'teacher';
  const suffix = uniqueSuffix();
  const rows = await app.orm
    .insert(users)
    .values({
      firstName: `${role[0]?.toUpperCase()}${role.slice(1)}`,
      lastName: `Test${suffix.slice(0, 6)}`,
      email: role === 'student' ? null : `${role}-${suffix}@example.test`,
      username: role === 'student' ? `student_${suffix}` : null,
      ...overrides,
      role,
    })
    .returning();
  return inserted(rows, 'user');
}

/** An API client key (as an operator would issue one): the row and the key a client sends. */
export async function buildApiKey(
  app: FastifyInstance,
  overrides: Partial<typeof apiKeys.$inferInsert> = {},
) {
  const key = randomToken();
  const rows = await app.orm
    .insert(apiKeys)
    .values({ clientName: `test-client-${uniqueSuffix()}`, keyHash: sha256(key), ...overrides })
    .returning();
  return { ...inserted(rows, 'api key'), key };
}
