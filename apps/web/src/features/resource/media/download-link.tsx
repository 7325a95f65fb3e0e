import type { Download } from '@lantern/shared';
import styles from './media.module.css';
import { formatFileSize } from './media-sources.ts';

/** 'Download (MP4, 12 MB)' when the asset's rights allow a download and the file is ready. */
export function DownloadLink({ download, title }: { download: Download; title: string }) {
  if (!download.url || !download.is_downloadable || !download.is_download_ready) return null;
  const details = [download.file_type?.toUpperCase(), formatFileSize(download.file_size)].filter(Boolean);
  const label = `Download${details.length > 0 ? ` (${details.join(', ')})` : ''}`;
  // One text node: the button is a flex box, which would drop the space before a separate run.
  return (
    <a className={styles.toolbarButton} href={download.url} download>
      <span>
        {label}
        <span className="visually-hidden">: {title}</span>
      </span>
    </a>
  );
}
