import type { UnavailableResource } from '@lantern/shared';
import { type PickerSearch, useUnavailableResources } from './api.ts';
import styles from './lessons.module.css';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

function reasonText(item: UnavailableResource): string {
  if (item.reason === 'unpublished') return 'Withdrawn from the library';
  return item.expiration_date ? `Expired on ${dateFormat.format(new Date(item.expiration_date))}` : 'Expired';
}

/**
 * With 'Show unavailable resources' ticked: the lesson resources that were in the library and are not now,
 * each marked with why. They are listed, not offered: a slide of one would be unavailable to every student.
 */
export function UnavailableResources({ search }: { search: PickerSearch }) {
  const unavailable = useUnavailableResources(search);
  if (!search.showUnavailableResources || search.source !== 'all') return null;
  const items = unavailable.data?.objects ?? [];
  return (
    <section aria-labelledby="picker-unavailable-heading">
      <h3 id="picker-unavailable-heading" className={styles.pickerHeading}>
        Unavailable resources
      </h3>
      <p className={styles.hint}>
        {unavailable.isPending
          ? 'Looking for unavailable resources…'
          : unavailable.isError
            ? 'The unavailable resources could not be loaded.'
            : items.length === 0
              ? 'No withdrawn or expired resource matches.'
              : 'These are no longer in the library, so they cannot be added to a lesson.'}
      </p>
      {items.length > 0 && (
        <ul className={styles.pickerResults}>
          {items.map((item) => (
            <li key={item.resource_code} className={styles.pickerCard}>
              <p className={styles.pickerTitle}>{item.title}</p>
              <p className={styles.hint}>
                {item.media_type} · <strong>{reasonText(item)}</strong>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
