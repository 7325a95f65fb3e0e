import type { FastifyInstance } from 'fastify';
import { folders } from '../../db/schema.ts';
import { rootFolderId } from '../../modules/folders/folders.repo.ts';
import { buildUser } from './accounts.ts';
import { inserted, uniqueSuffix } from './unique.ts';

/** A folder of a user (a new teacher unless `userId` is given), in their root folder unless `parentId` is given. */
export async function buildFolder(
  app: FastifyInstance,
  overrides: Partial<typeof folders.$inferInsert> = {},
) {
  const userId = overrides.userId ?? (await buildUser(app)).id;
  const parentId = overrides.parentId ?? (await rootFolderId(app.orm, userId));
  const rows = await app.orm
    .insert(folders)
    .values({ name: `Folder ${uniqueSuffix()}`, ...overrides, userId, parentId })
    .returning({ id: folders.id });
  return { ...inserted(rows, 'folder'), userId, parentId };
}
