import { useState } from 'react';
import styles from './cards.module.css';

/**
 * The 16:9 poster (spec 1 §9: 56.25%). Decorative, because the card's title link names the item; a
 * plain tinted block stands in when there is no image or it cannot be loaded.
 */
export function CardPoster({ src, width = 400 }: { src: string | null; width?: number }) {
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
          loading="lazy"
          decoding="async"
          onError={() => setFailed(src)}
        />
      ) : (
        <span className={styles.posterBlank} />
      )}
    </div>
  );
}
