import type { Download } from '@lantern/shared';
import styles from './media.module.css';
import { formatFileSize } from './media-sources.ts';

/** 'Download (MP4, 12 MB)' when the asset's rights allow a download and the file is ready. */
export function DownloadLink({ download, title }: { download: Download; title: string }) {
  if (!download.url || !download.is_downloadable || !download.is_download_ready) return null;
  const details = [download.file_type?.toUpperCase(), formatFileSize(download.file_size)].filter(Boolean);
  return (
    <a className={styles.toolbarButton} href={download.url} download>
      Download<span className="visually-hidden"> {title}</span>
      {details.length > 0 ? ` (${details.join(', ')})` : ''}
    </a>
  );
}
