import type { CollectionDetail } from '@lantern/shared';
import type { ReactNode } from 'react';
import { gradesDisplay } from '../../components/cards/card-format.ts';
import { CardPoster } from '../../components/cards/card-poster.tsx';
import { formatCount } from '../../lib/format-count.ts';
import styles from './collection.module.css';

const TYPE_LABELS: Record<CollectionDetail['type'], string> = {
  collection: 'Collection',
  series: 'Series',
  premium: 'Premium collection',
  station: 'Station collection',
};

/** The collection's title, kind, description, poster and who made it; actions (Add to folder) below. */
export function CollectionHeader({
  collection,
  actions,
}: {
  collection: CollectionDetail;
  actions?: ReactNode;
}) {
  const grades = gradesDisplay(collection.grades);
  const total = collection.resources.meta.total;
  const facts: { label: string; value: string }[] = [];
  if (grades) facts.push({ label: 'Grades', value: grades });
  if (collection.subjects.length > 0)
    facts.push({ label: 'Subjects', value: collection.subjects.map((s) => s.title).join(', ') });
  if (collection.project) facts.push({ label: 'Series', value: collection.project.title });
  if (collection.organization) facts.push({ label: 'From', value: collection.organization.name });

  return (
    <header className={styles.header}>
      <div className={styles.headerText}>
        <p className={styles.kind}>{TYPE_LABELS[collection.type]}</p>
        <h1 id="collection-title">{collection.title}</h1>
        {collection.description && <p className={styles.description}>{collection.description}</p>}
        <dl className={styles.facts}>
          <div>
            <dt>Resources</dt>
            <dd>{formatCount(total)}</dd>
          </div>
          {collection.subcollections.length > 0 && (
            <div>
              <dt>Collections inside</dt>
              <dd>{collection.subcollections.length}</dd>
            </div>
          )}
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        {actions && <div className={styles.headerActions}>{actions}</div>}
      </div>
      {collection.poster && (
        <div className={styles.poster}>
          <CardPoster src={collection.poster} priority />
        </div>
      )}
    </header>
  );
}
