import type { Asset } from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { assetModelsByGuid } from '../resource/index.ts';
import { mediaDisplay, type ReadVersion } from './lessons.presenter.ts';

/** Kinds the resource page's media player plays (with captions and transcript). */
const PLAYED_KINDS = new Set(['video', 'audio']);

/**
 * The catalog's current asset model of each Media slide that plays a video or audio (issue 21), keyed by asset
 * guid: the player and the preview show it in the resource page's media player. Unavailable resources
 * (unpublished, expired, removed) get none, like their `asset.media_url`.
 */
export async function mediaAssetsOf(orm: Orm, read: ReadVersion): Promise<Map<string, Asset>> {
  const guids = read.content.slides.flatMap((row) => {
    if (row.type !== 'Media' || row.asset_guid === null || !PLAYED_KINDS.has(row.a_kind ?? '')) return [];
    return mediaDisplay(row, read.uploads)?.available ? [row.asset_guid] : [];
  });
  if (guids.length === 0) return new Map<string, Asset>();
  return assetModelsByGuid(orm, guids);
}
