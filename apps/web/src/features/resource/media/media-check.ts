import type { MediaCheckReply } from '@lantern/shared';
import type { PlayableSource } from './media-sources.ts';

type AssetError = NonNullable<MediaCheckReply['error']>;

/** Where the media check of one georestricted file stands (spec 3 §3 "Media models"). */
export type FileCheck =
  | { status: 'pending' }
  | { status: 'allowed'; url: string }
  | { status: 'refused'; error: AssetError }
  /** The check itself could not be made (network, a file the server no longer knows). */
  | { status: 'failed' };

/** What the player does with an asset's files once their checks are known. */
export type PlaybackPlan =
  | { state: 'checking' }
  | { state: 'ready'; sources: PlayableSource[] }
  | { state: 'unavailable'; code: AssetError['code']; message?: string };

/** The files that need the media check before they may be played. */
export function filesToCheck(sources: readonly PlayableSource[]): string[] {
  return sources.filter((source) => source.georestricted).map((source) => source.url);
}

/**
 * Decides what plays: unrestricted files always, georestricted ones only once their check answered
 * with a url. While a check is outstanding nothing is handed to the media element, because a source
 * the browser has already started on is not taken back. When the checks leave nothing to play, the
 * asset is unavailable with the refusal's code (and the server's message), or media_missing when no
 * check refused but none could be made either.
 */
export function planPlayback(
  sources: readonly PlayableSource[],
  checks: ReadonlyMap<string, FileCheck>,
): PlaybackPlan {
  const checkOf = (source: PlayableSource): FileCheck => checks.get(source.url) ?? { status: 'pending' };
  const restricted = sources.filter((source) => source.georestricted);
  if (restricted.some((source) => checkOf(source).status === 'pending')) return { state: 'checking' };

  const playable: PlayableSource[] = [];
  for (const source of sources) {
    if (!source.georestricted) {
      playable.push(source);
      continue;
    }
    const check = checkOf(source);
    if (check.status === 'allowed') playable.push({ ...source, url: check.url });
  }
  if (playable.length > 0) return { state: 'ready', sources: playable };

  for (const source of restricted) {
    const check = checkOf(source);
    if (check.status === 'refused') {
      return { state: 'unavailable', code: check.error.code, message: check.error.message };
    }
  }
  return { state: 'unavailable', code: 'media_missing' };
}
