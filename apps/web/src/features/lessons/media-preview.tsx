import type { MediaDisplay } from '@lantern/shared';
import styles from './lessons.module.css';

const REASONS = { unpublished: 'unpublished', expired: 'expired', removed: 'removed' } as const;

/** What a Media slide shows: the poster or image, its title and kind, and whether it is still available. */
export function MediaPreview({ media }: { media: MediaDisplay }) {
  const image = media.poster_url ?? (media.kind === 'image' ? media.media_url : null);
  return (
    <figure className={styles.mediaPreview}>
      {image ? (
        <img src={image} alt="" className={styles.mediaImage} />
      ) : (
        <div className={styles.mediaPlaceholder} aria-hidden="true" />
      )}
      <figcaption>
        <strong>{media.title || 'Untitled'}</strong>{' '}
        <span className={styles.mediaKind}>{media.media_type}</span>
        {!media.available && (
          <span className={styles.badgeWarning}>
            Unavailable{media.unavailable_reason ? `: ${REASONS[media.unavailable_reason]}` : ''}
          </span>
        )}
      </figcaption>
    </figure>
  );
}
