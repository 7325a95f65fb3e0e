import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** `?t=` in whole or fractional seconds (as search results link it, issue 23); anything else is no start time. */
export function parseStartTime(value: string | null): number | null {
  if (value === null || !/^\d{1,6}(\.\d{1,3})?$/.test(value)) return null;
  return Number(value);
}

/**
 * Opens the media at `?t=` once it knows its length: a search result found in the captions links the line's
 * time, and the player starts there (paused: the reader chooses to play). A time past the end is left alone.
 */
export function useStartTime(media: HTMLMediaElement | null) {
  const [params] = useSearchParams();
  const start = parseStartTime(params.get('t'));
  useEffect(() => {
    if (!media || start === null || start === 0) return;
    const seek = () => {
      if (!Number.isFinite(media.duration) || start < media.duration) media.currentTime = start;
    };
    if (media.readyState >= HTMLMediaElement.HAVE_METADATA) {
      seek();
      return;
    }
    media.addEventListener('loadedmetadata', seek, { once: true });
    return () => media.removeEventListener('loadedmetadata', seek);
  }, [media, start]);
}
