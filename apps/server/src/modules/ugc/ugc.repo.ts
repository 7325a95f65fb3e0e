import { and, eq, inArray } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { ugcUploads } from '../../db/schema.ts';

/** SQL of uploaded images: the row written with an upload, and the look-ups by guid. */

export type UgcUploadRow = typeof ugcUploads.$inferSelect;
export type NewUgcUpload = typeof ugcUploads.$inferInsert;

export async function insertUpload(orm: Orm, values: NewUgcUpload): Promise<UgcUploadRow> {
  const [row] = await orm.insert(ugcUploads).values(values).returning();
  if (!row) throw new Error('ugc_uploads row missing right after it was written');
  return row;
}

export async function uploadExists(orm: Orm, guid: string): Promise<boolean> {
  const rows = await orm
    .select({ guid: ugcUploads.guid })
    .from(ugcUploads)
    .where(eq(ugcUploads.guid, guid))
    .limit(1);
  return rows.length > 0;
}

export async function findUploadOwnedBy(
  orm: Orm,
  ownerId: string,
  guid: string,
): Promise<UgcUploadRow | null> {
  const [row] = await orm
    .select()
    .from(ugcUploads)
    .where(and(eq(ugcUploads.guid, guid), eq(ugcUploads.ownerId, ownerId)))
    .limit(1);
  return row ?? null;
}

/** The uploads among `guids` that `ownerId` uploaded (a lesson's Media slides, checked in one query). */
export async function findUploadsOwnedBy(
  orm: Orm,
  ownerId: string,
  guids: readonly string[],
): Promise<UgcUploadRow[]> {
  if (guids.length === 0) return [];
  return orm
    .select()
    .from(ugcUploads)
    .where(and(eq(ugcUploads.ownerId, ownerId), inArray(ugcUploads.guid, [...guids])));
}
