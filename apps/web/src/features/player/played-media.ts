import type { Asset, PlayerAssignment } from '@lantern/shared';

export type MediaSlide = Extract<PlayerAssignment['slides'][number], { type: 'Media' }>;

/**
 * What a Media slide plays in the resource page's media player (captions, transcript; issue 21): a catalog video
 * or audio that is still available and whose asset model the server sent (`media_asset`). Null for everything
 * else, which the slide shows as before (browser player, image, poster or 'no longer available').
 */
export function playedMedia(slide: MediaSlide): { asset: Asset; kind: 'video' | 'audio' } | null {
  const asset = slide.media_asset;
  if (!slide.asset?.available || !asset) return null;
  return asset.media_type === 'video' || asset.media_type === 'audio'
    ? { asset, kind: asset.media_type }
    : null;
}
