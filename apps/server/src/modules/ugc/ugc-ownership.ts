import type { Orm } from '../../db/client.ts';
import { findUploadOwnedBy } from './ugc.repo.ts';
import { ugcUrl } from './ugc-files.ts';

/** An upload as another module sees it: whose it is, its size, and where its images are served. */
export interface OwnedUpload {
  guid: string;
  ownerId: string;
  width: number;
  height: number;
  webpUrl: string;
  jpgUrl: string;
  createdAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The upload with this guid if `userId` uploaded it, else null (someone else's, unknown, or not a guid at
 * all): a lesson may only show its own teacher's uploads. Works inside a transaction (`Orm` or `Tx`).
 */
export async function findOwnedUpload(
  orm: Orm,
  userId: string,
  ugcGuid: string,
): Promise<OwnedUpload | null> {
  // Not a uuid: the database would refuse to compare it, and it cannot be an upload anyway.
  if (!UUID.test(ugcGuid)) return null;
  const row = await findUploadOwnedBy(orm, userId, ugcGuid.toLowerCase());
  if (!row?.ownerId) return null;
  return {
    guid: row.guid,
    ownerId: row.ownerId,
    width: row.width,
    height: row.height,
    webpUrl: ugcUrl(row.guid, 'webp'),
    jpgUrl: ugcUrl(row.guid, 'jpg'),
    createdAt: row.createdAt,
  };
}
