import type { Asset } from '@lantern/shared';
import styles from './media.module.css';
import { errorVideoUrl } from './media-sources.ts';

/** Readers' words for each reason media cannot play; unknown codes fall back to the server's message. */
const UNAVAILABLE_MESSAGES: Record<string, string> = {
  media_missing: 'This media is not available right now. Please try again later.',
  georestricted: 'This media is only available in the United States.',
};

/** What shows in place of media that cannot be played: the static error video of its code and a message. */
export function MediaUnavailable({ asset, code, message }: { asset: Asset; code: string; message?: string }) {
  const video = errorVideoUrl(asset.medias.files);
  const text = UNAVAILABLE_MESSAGES[code] ?? message ?? UNAVAILABLE_MESSAGES.media_missing;
  return (
    <div className={styles.unavailable} role="status" data-error-code={code}>
      {video ? (
        // A short silent loop with no speech, so it carries no captions.
        <video src={video} muted loop autoPlay playsInline aria-label="Media unavailable" />
      ) : null}
      <p>{text}</p>
    </div>
  );
}
