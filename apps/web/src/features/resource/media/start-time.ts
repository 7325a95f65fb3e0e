import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** `?t=` in whole or fractional seconds (as search results link it, issue 23); anything else is no start time. */
export function parseStartTime(value: string | null): number | null {
  if (value === null || !/^\d{1,6}(\.\d{1,3})?$/.test(value)) return null;
  return Number(value);
}

/** The page's `?t=`: a search result found in the captions links the line's time. */
export function useUrlStartTime(): number | null {
  const [params] = useSearchParams();
  return parseStartTime(params.get('t'));
}

/** What the reader asked of a player that had not started yet: to play it, or to open it at a time. */
export interface StartRequest {
  play: boolean;
  at: number | null;
}

/**
 * Opens a newly mounted media element as asked: at the time (once it knows its length; a time past the end
 * is left alone), playing if the reader pressed play. A browser that refuses to play leaves it paused, with
 * its controls.
 */
export function useOpenAsAsked(media: HTMLMediaElement | null, request: StartRequest | null) {
  const at = request?.at ?? null;
  const play = request?.play ?? false;
  useEffect(() => {
    if (!media) return;
    if (play) media.play().catch(() => {});
    if (at === null || at === 0) return;
    const seek = () => {
      if (!Number.isFinite(media.duration) || at < media.duration) media.currentTime = at;
    };
    if (media.readyState >= HTMLMediaElement.HAVE_METADATA) {
      seek();
      return;
    }
    media.addEventListener('loadedmetadata', seek, { once: true });
    return () => media.removeEventListener('loadedmetadata', seek);
  }, [media, at, play]);
}
