import type { ResourceDetail } from '@lantern/shared';
import type { ReactNode } from 'react';
import { MediaTypeIcon } from '../../../components/cards/media-type-icon.tsx';
import styles from '../resource-page.module.css';

/** Title and media type, then the page's actions (favorite, print, share, rate) under them. */
export function ResourceHeader({ resource, actions }: { resource: ResourceDetail; actions?: ReactNode }) {
  return (
    <header className={styles.header}>
      <div>
        <p className={styles.mediaType}>
          <MediaTypeIcon type={resource.media_type} />
          {resource.media_type}
        </p>
        <h1 id="resource-title" className={styles.title}>
          {resource.title}
        </h1>
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
