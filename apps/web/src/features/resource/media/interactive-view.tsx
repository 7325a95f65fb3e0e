import type { Asset } from '@lantern/shared';
import styles from './media.module.css';

const POPUP_FEATURES = 'width=1024,height=768';

/**
 * Interactives open embedded (an iframe at least 700 px high) or, when their open mode is 'window'
 * or they are outside pages and guest launches, in a window of their own.
 */
export function InteractiveView({ asset }: { asset: Asset }) {
  const url = asset.medias.url;
  if (!url) return null;
  const embedded =
    asset.open_mode === 'embedded' && asset.media_type !== 'pointer' && asset.media_type !== 'lti';
  if (embedded) {
    return (
      <iframe
        className={styles.frame}
        src={url}
        title={asset.title}
        allow="fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  const label = asset.media_type === 'pointer' ? 'Open the web page' : 'Open the interactive';
  return (
    <div className={styles.launch}>
      <p>{asset.title} opens in a new window.</p>
      <a
        className={styles.toolbarButton}
        href={url}
        target="_blank"
        rel="noopener"
        onClick={(event) => {
          // A sized window for the activity; if pop-ups are blocked the link opens a tab as usual.
          const popup = window.open(url, '_blank', POPUP_FEATURES);
          if (!popup) return;
          popup.opener = null; // the activity gets no handle on this page
          event.preventDefault();
        }}
      >
        {label}
        <span className="visually-hidden"> {asset.title} (opens in a new window)</span>
      </a>
    </div>
  );
}
