import type { Asset } from '@lantern/shared';
import { DownloadLink } from './download-link.tsx';
import { InteractiveView } from './interactive-view.tsx';
import styles from './media.module.css';
import { MediaPlayer } from './media-player.tsx';
import { MediaUnavailable } from './media-unavailable.tsx';

function primaryFileUrl(asset: Asset): string | null {
  const files = asset.medias.files.filter((file) => file.role !== 'error' && file.role !== 'preview');
  return (files.find((file) => file.primary) ?? files[0])?.url ?? null;
}

function ImageView({ asset }: { asset: Asset }) {
  const url = primaryFileUrl(asset) ?? asset.medias.poster;
  if (!url) return <MediaUnavailable asset={asset} code="media_missing" />;
  return (
    <figure className={styles.player}>
      <img
        className={styles.image}
        src={url}
        alt={asset.medias.alt_text ?? asset.title}
        width={asset.medias.width ?? undefined}
        height={asset.medias.height ?? undefined}
      />
      <div className={styles.toolbar}>
        <DownloadLink download={asset.medias.download} title={asset.title} />
      </div>
    </figure>
  );
}

function DocumentView({ asset }: { asset: Asset }) {
  const url = primaryFileUrl(asset) ?? asset.medias.download.url;
  if (!url) return <MediaUnavailable asset={asset} code="media_missing" />;
  return (
    <div className={styles.launch}>
      <p>{asset.title}</p>
      <div className={styles.toolbar}>
        <a className={styles.toolbarButton} href={url} target="_blank" rel="noopener">
          Open the document<span className="visually-hidden"> {asset.title} (opens in a new tab)</span>
        </a>
        <DownloadLink download={asset.medias.download} title={asset.title} />
      </div>
    </div>
  );
}

function TextView({ asset }: { asset: Asset }) {
  // The server sanitizes HTML fragments before they are stored and sent.
  return (
    <div
      className={styles.fragment}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server (sanitize-html)
      dangerouslySetInnerHTML={{ __html: asset.medias.html ?? '' }}
    />
  );
}

/** One asset in the layout its media kind needs. */
export function AssetView({ asset }: { asset: Asset }) {
  if (asset.error)
    return <MediaUnavailable asset={asset} code={asset.error.code} message={asset.error.message} />;
  switch (asset.media_type) {
    case 'video':
    case 'audio':
      return <MediaPlayer key={asset.guid} asset={asset} kind={asset.media_type} />;
    case 'image':
      return <ImageView asset={asset} />;
    case 'document':
      return <DocumentView asset={asset} />;
    case 'htmlfragment':
      return <TextView asset={asset} />;
    case 'interactive':
    case 'generic_interactive':
    case 'lti':
    case 'pointer':
      return <InteractiveView asset={asset} />;
  }
}
