import type { UgcReply } from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { presentUpload } from './ugc.presenter.ts';
import { findUploadOwnedBy, findUploadsOwnedBy } from './ugc.repo.ts';

/**
 * Uploads as the lessons module sees them: only their uploader may put them in a lesson (issue 17: a Media
 * slide pointing at someone else's upload is refused). Both look-ups work inside a transaction (`Orm` is
 * also a `Tx`). Anything that is not a uuid cannot be an upload and is left out before the query (the
 * database would refuse to compare it).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The upload with this guid if `userId` uploaded it; null when it is someone else's, unknown, or no guid. */
export async function findOwnedUpload(orm: Orm, userId: string, ugcGuid: string): Promise<UgcReply | null> {
  if (!UUID.test(ugcGuid)) return null;
  const row = await findUploadOwnedBy(orm, userId, ugcGuid.toLowerCase());
  return row ? presentUpload(row) : null;
}

/**
 * The uploads among `guids` that `ownerId` uploaded, by guid as given (the lessons module's
 * `UgcImagesLookup`: pass it as the lessons plugin's `ugcImages` option). Missing guids are not the owner's.
 */
export async function ownedUploadImages(
  orm: Orm,
  ownerId: string,
  guids: readonly string[],
): Promise<Map<string, UgcReply>> {
  const wanted = guids.filter((guid) => UUID.test(guid));
  const rows = await findUploadsOwnedBy(orm, ownerId, [...new Set(wanted.map((g) => g.toLowerCase()))]);
  const byGuid = new Map(rows.map((row) => [row.guid, presentUpload(row)]));
  const found = new Map<string, UgcReply>();
  for (const guid of wanted) {
    const upload = byGuid.get(guid.toLowerCase());
    if (upload) found.set(guid, upload);
  }
  return found;
}
