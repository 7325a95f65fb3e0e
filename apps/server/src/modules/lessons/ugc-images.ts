import type { UgcReply } from '@lantern/shared';
import type { Orm } from '../../db/client.ts';

/**
 * How the lessons module sees uploads (POST /api/v2/ugc/, the ugc module of the lesson-ugc branch): the images
 * among `guids` that `ownerId` uploaded. A Media slide may name only its teacher's own upload; readers show it
 * through the same look-up. The ugc module passes its look-up as the lessons plugin's `ugcImages` option
 * (app.ts); until it does, no upload exists, so every ugc_guid is refused with a 400 naming the field.
 */
export type UgcImagesLookup = (
  orm: Orm,
  ownerId: string,
  guids: readonly string[],
) => Promise<Map<string, UgcReply>>;

export const noUploads: UgcImagesLookup = async () => new Map();
