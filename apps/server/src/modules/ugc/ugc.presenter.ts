import type { UgcReply } from '@lantern/shared';
import type { UgcUploadRow } from './ugc.repo.ts';
import { ugcUrl } from './ugc-files.ts';

/** What a client gets for an upload: its guid, the default (WebP) address and both renditions. */
export function presentUpload(row: UgcUploadRow): UgcReply {
  return {
    ugc_guid: row.guid,
    url: ugcUrl(row.guid, 'webp'),
    webp_url: ugcUrl(row.guid, 'webp'),
    jpg_url: ugcUrl(row.guid, 'jpg'),
    width: row.width,
    height: row.height,
  };
}
