import type { ResourceDetail } from '@lantern/shared';
import { AssetView } from '../media/asset-view.tsx';
import type { ResourceLayoutKind } from '../resource-layout.ts';
import styles from '../resource-page.module.css';
import { AudioLayout } from './audio-layout.tsx';
import { GalleryLayout } from './gallery-layout.tsx';
import { LessonPlanLayout } from './lesson-plan-layout.tsx';

/** The media part of the page in the resource's layout (see resource-layout.ts). */
export function MediaStage({ resource, layout }: { resource: ResourceDetail; layout: ResourceLayoutKind }) {
  const [first] = resource.assets;
  switch (layout) {
    case 'lesson-plan':
      return <LessonPlanLayout resource={resource} />;
    case 'gallery':
      return <GalleryLayout assets={resource.assets} />;
    case 'audio':
      return first ? <AudioLayout asset={first} poster={resource.poster} /> : null;
    case 'none':
      return <p className={styles.noMedia}>This resource has no media to show.</p>;
    default:
      return first ? (
        <div className={styles.stage} data-layout={layout}>
          <AssetView asset={first} />
        </div>
      ) : null;
  }
}
