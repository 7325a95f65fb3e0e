import { emailSchema } from '@lantern/shared';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../src/config.ts';
import { migrate } from '../src/db/migrate.ts';
import { openConfiguredDatabase } from '../src/db/open.ts';
import { users } from '../src/db/schema.ts';
import { createPasswordResetLink } from '../src/modules/auth/teacher-accounts.service.ts';

/**
 * `npm run admin:create -- <email>`: makes the account with this email an admin (creating it
 * when missing) and prints a one-time password-reset link to set its password. Asks nothing.
 */
async function main() {
  const parsed = emailSchema.safeParse(process.argv[2] ?? '');
  if (!parsed.success) {
    console.error('Usage: npm run admin:create -- <email>');
    process.exit(2);
  }
  const email = parsed.data;
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await migrate(database);
    const [existing] = await database.orm
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .limit(1);
    let userId: string;
    if (existing) {
      if (existing.role === 'student') throw new Error('That email belongs to a student account.');
      await database.orm
        .update(users)
        .set({ role: 'admin', isSuperuser: true, isActive: true, updatedAt: sql`now()` })
        .where(sql`${users.id} = ${existing.id}`);
      userId = existing.id;
      console.log(`${email} is now an admin.`);
    } else {
      const firstName = (email.split('@')[0] ?? 'Admin')
        .replace(/[^\p{L}\p{N} -]/gu, ' ')
        .slice(0, 60)
        .trim();
      const [created] = await database.orm
        .insert(users)
        .values({ role: 'admin', isSuperuser: true, firstName: firstName || 'Admin', email })
        .returning({ id: users.id });
      if (!created) throw new Error('the account could not be created');
      userId = created.id;
      console.log(`Created the admin account ${email}.`);
    }
    const link = await createPasswordResetLink(database.orm, config, userId);
    const minutes = Math.round(config.passwordResetTtlSeconds / 60);
    console.log(`Set its password within ${minutes} minutes with this one-time link:\n${link}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('admin:create failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
