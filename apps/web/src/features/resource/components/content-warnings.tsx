import type { ResourceDetail } from '@lantern/shared';
import { CONTENT_WARNING_TEXTS, contentWarnings } from '../resource-layout.ts';
import styles from '../resource-page.module.css';

/** The Sensitive and Commentary notes (spec 3 "Resource page"), before the media. */
export function ContentWarnings({ resource }: { resource: ResourceDetail }) {
  const warnings = contentWarnings(resource);
  if (warnings.length === 0) return null;
  return (
    <section className={styles.warnings} aria-label="Content warnings">
      {warnings.map((flag) => (
        <p key={flag} className={styles.warning}>
          {CONTENT_WARNING_TEXTS[flag]}
        </p>
      ))}
    </section>
  );
}
