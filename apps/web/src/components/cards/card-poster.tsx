import { useState } from 'react';
import styles from './cards.module.css';

/**
 * The 16:9 poster (spec 1 §9: 56.25%). Decorative, because the card's title link names the item; a
 * plain tinted block stands in when there is no image or it cannot be loaded. Lazy, except a `priority`
 * poster: the first card of a results page or a collection's own poster, which is the page's largest paint
 * on a phone and must not wait for layout to find it in view.
 */
export function CardPoster({
  src,
  width = 400,
  priority = false,
}: {
  src: string | null;
  width?: number;
  priority?: boolean;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src && failed !== src;
  return (
    <div className={styles.poster}>
      {usable ? (
        <img
          src={src}
          alt=""
          width={width}
          height={Math.round((width * 9) / 16)}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? undefined : 'async'}
          onError={() => setFailed(src)}
        />
      ) : (
        <span className={styles.posterBlank} />
      )}
    </div>
  );
}
