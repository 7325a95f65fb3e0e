import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type UserRole, users } from '../db/schema.ts';

export type TestUser = typeof users.$inferSelect;

let sequence = 0;

/** A name no other test (in any worker, on any run) will use. */
export function uniqueSuffix(): string {
  sequence += 1;
  return `${process.pid.toString(36)}${sequence.toString(36)}${randomBytes(4).toString('hex')}`;
}

export interface UserOverrides {
  role?: UserRole;
  firstName?: string;
  lastName?: string;
  isSuperuser?: boolean;
  isActive?: boolean;
}

/**
 * Inserts a user of its own for the test: teachers and admins get a unique email, students a
 * unique username (no credentials: tests sign in with signInAs, not with a password).
 */
export async function createUser(app: FastifyInstance, overrides: UserOverrides = {}): Promise<TestUser> {
  const role = overrides.role ?? 'teacher';
  const suffix = uniqueSuffix();
  const [user] = await app.orm
    .insert(users)
    .values({
      role,
      firstName: overrides.firstName ?? `${role[0]?.toUpperCase()}${role.slice(1)}`,
      lastName: overrides.lastName ?? `Test${suffix.slice(0, 6)}`,
      email: role === 'student' ? null : `${role}-${suffix}@example.test`,
      username: role === 'student' ? `student_${suffix}` : null,
      isSuperuser: overrides.isSuperuser ?? false,
      isActive: overrides.isActive ?? true,
    })
    .returning();
  if (!user) throw new Error('createUser: insert returned no row');
  return user;
}
