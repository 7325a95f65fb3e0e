import type { MediaFile } from '@lantern/shared';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** A file the media element may be given; georestricted ones play only after the media check allows them. */
export interface PlayableSource {
  url: string;
  type: string;
  georestricted: boolean;
}

/** Files a media element can be given as <source>, best first; `canPlay` is the element's canPlayType. */
export function playableSources(
  files: readonly MediaFile[],
  canPlay: (type: string) => boolean,
): PlayableSource[] {
  // Renditions licensed for a limited area come last, so a reader elsewhere still gets the others.
  const rank = (file: MediaFile) =>
    file.role === 'error' || file.role === 'preview'
      ? -1
      : (file.georestriction ? 0 : 20) +
        (file.type === HLS_TYPE ? 0 : 10) +
        (file.primary ? 3 : 0) +
        (file.role === 'mp4_high' ? 2 : 0);
  return (
    files
      .filter((file) => rank(file) >= 0)
      // HLS plays natively only in some browsers; elsewhere the MP4 renditions carry the same video.
      .filter((file) => file.type !== HLS_TYPE || canPlay(HLS_TYPE))
      .sort((a, b) => rank(b) - rank(a))
      .map((file) => ({ url: file.url, type: file.type, georestricted: file.georestriction }))
  );
}

/** The static error video of an unavailable asset (its file with role 'error'), if it has one. */
export function errorVideoUrl(files: readonly MediaFile[]): string | null {
  return files.find((file) => file.role === 'error')?.url ?? null;
}

/** '12.3 MB' style sizes for download links. */
export function formatFileSize(bytes: number | null): string | null {
  if (bytes === null || bytes < 0) return null;
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value >= 10 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}
