import type { Asset } from '@lantern/shared';
import { MediaPlayer } from '../media/media-player.tsx';
import { MediaUnavailable } from '../media/media-unavailable.tsx';
import styles from '../resource-page.module.css';

/** Audio: the poster above the player, with the transcript open to read along. */
export function AudioLayout({ asset, poster }: { asset: Asset; poster: string | null }) {
  const image = asset.medias.poster ?? poster;
  return (
    <div className={styles.stage} data-layout="audio">
      {image ? <img className={styles.audioPoster} src={image} alt="" /> : null}
      {asset.error ? (
        <MediaUnavailable asset={asset} code={asset.error.code} message={asset.error.message} />
      ) : (
        <MediaPlayer asset={asset} kind="audio" />
      )}
    </div>
  );
}
