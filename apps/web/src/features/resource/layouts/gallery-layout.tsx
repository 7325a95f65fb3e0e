import type { Asset } from '@lantern/shared';
import { useId, useState } from 'react';
import { AssetView } from '../media/asset-view.tsx';
import styles from '../resource-page.module.css';

const KIND_LABELS: Record<Asset['media_type'], string> = {
  video: 'Video',
  audio: 'Audio',
  image: 'Image',
  document: 'Document',
  interactive: 'Interactive',
  generic_interactive: 'Interactive',
  lti: 'Interactive',
  pointer: 'Web page',
  htmlfragment: 'Text',
};

function thumbnailOf(asset: Asset): string | null {
  if (asset.medias.poster) return asset.medias.poster;
  return asset.media_type === 'image' ? (asset.medias.files[0]?.url ?? null) : null;
}

/** Several assets: one shown at a time, chosen from a strip of thumbnails or with Previous and Next. */
export function GalleryLayout({ assets }: { assets: Asset[] }) {
  const [index, setIndex] = useState(0);
  const headingId = useId();
  const current = assets[index];
  if (!current) return null;
  return (
    <section className={styles.gallery} aria-labelledby={headingId} data-layout="gallery">
      <h2 id={headingId} className={styles.galleryHeading}>
        <span className={styles.galleryPosition}>
          Item {index + 1} of {assets.length}:
        </span>{' '}
        {current.title}
      </h2>
      <div className={styles.stage}>
        <AssetView key={current.guid} asset={current} />
      </div>
      {current.description ? <p>{current.description}</p> : null}
      <div className={styles.galleryNav}>
        <button
          type="button"
          className={styles.pillButton}
          disabled={index === 0}
          onClick={() => setIndex(index - 1)}
        >
          Previous
        </button>
        <button
          type="button"
          className={styles.pillButton}
          disabled={index === assets.length - 1}
          onClick={() => setIndex(index + 1)}
        >
          Next
        </button>
      </div>
      <ul className={styles.thumbnails} aria-label="Gallery items">
        {assets.map((asset, position) => {
          const thumbnail = thumbnailOf(asset);
          return (
            <li key={asset.guid}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-pressed={position === index}
                onClick={() => setIndex(position)}
              >
                {thumbnail ? <img src={thumbnail} alt="" /> : <span className={styles.thumbnailBlank} />}
                <span className={styles.thumbnailText}>
                  <span className={styles.thumbnailKind}>{KIND_LABELS[asset.media_type]}</span>
                  {asset.title}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
