import type { UgcReply } from '@lantern/shared';
import type { UgcImagesLookup } from './modules/lessons/index.ts';
import { findOwnedUpload } from './modules/ugc/index.ts';

/**
 * The lessons module's view of uploads (its `ugcImages` option), answered by the ugc module: the teacher's own
 * images among `guids`, as a Media slide shows them. Glue between two modules that were built side by side, so
 * neither imports the other; a lesson names a handful of uploads, one look-up each.
 */
export const ownedUploadImages: UgcImagesLookup = async (orm, ownerId, guids) => {
  const found = new Map<string, UgcReply>();
  for (const guid of guids) {
    const upload = await findOwnedUpload(orm, ownerId, guid);
    if (!upload) continue;
    found.set(guid, {
      ugc_guid: upload.guid,
      url: upload.webpUrl,
      webp_url: upload.webpUrl,
      jpg_url: upload.jpgUrl,
      width: upload.width,
      height: upload.height,
    });
  }
  return found;
};
