import type { ResourceDetail } from '@lantern/shared';
import { type KeyboardEvent, useRef, useState } from 'react';
import { tabKeyTarget } from '../../../components/ui/tab-keys.ts';
import styles from '../resource-page.module.css';
import { StandardsTab } from './standards-tab.tsx';
import { SupportMaterials } from './support-materials.tsx';

type TabKey = 'details' | 'materials' | 'standards';

const TAB_LABELS: Record<TabKey, string> = {
  details: 'Details',
  materials: 'Support Materials',
  standards: 'Standards',
};

/**
 * Details (description, more about this resource, curriculum tags), support materials and standards, as
 * WAI-ARIA tabs with automatic activation: arrows, Home and End open a tab, Tab moves on to the panel's links.
 * Ours rather than React Aria's, like the home page's (decision 0062): this page is a first paint.
 * selected_tab=standards in the address opens the standards tab (the station chooser returns there).
 */
export function ResourceTabs({
  resource,
  studentView,
  initialTab,
}: {
  resource: ResourceDetail;
  studentView: boolean;
  initialTab: 'standards' | null;
}) {
  const tabs: TabKey[] = resource.has_standards
    ? ['details', 'materials', 'standards']
    : ['details', 'materials'];
  const [selected, setSelected] = useState<TabKey>(
    initialTab === 'standards' && resource.has_standards ? 'standards' : 'details',
  );
  const tabRefs = useRef<Partial<Record<TabKey, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = tabKeyTarget(event.key, tabs.indexOf(selected), tabs.length);
    if (target === null) return;
    event.preventDefault();
    const key = tabs[target] ?? 'details';
    setSelected(key);
    tabRefs.current[key]?.focus();
  };

  // The panels' sections are h3s: this h2 keeps the page's outline in order (h1 title, h2, h3).
  // Only the open panel is rendered, so the standards are fetched when their tab is opened.
  return (
    <>
      <h2 className="visually-hidden">About this resource</h2>
      <div className={styles.tabs}>
        <div role="tablist" aria-label="About this resource" className={styles.tabList}>
          {tabs.map((key) => (
            <button
              key={key}
              ref={(element) => {
                tabRefs.current[key] = element;
              }}
              type="button"
              role="tab"
              id={`resource-tab-${key}`}
              aria-selected={selected === key}
              aria-controls={selected === key ? `resource-panel-${key}` : undefined}
              tabIndex={selected === key ? 0 : -1}
              className={styles.tab}
              onClick={() => setSelected(key)}
              onKeyDown={onKeyDown}
            >
              {TAB_LABELS[key]}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`resource-panel-${selected}`} aria-labelledby={`resource-tab-${selected}`}>
          {selected === 'details' ? <ResourceDetails resource={resource} /> : null}
          {selected === 'materials' ? (
            <SupportMaterials
              forTeacher={resource.support_materials.for_teacher}
              forStudent={resource.support_materials.for_student}
              studentView={studentView}
            />
          ) : null}
          {selected === 'standards' ? <StandardsTab code={resource.resource_code} /> : null}
        </div>
      </div>
    </>
  );
}

function ResourceDetails({ resource }: { resource: ResourceDetail }) {
  return (
    <div className={styles.details}>
      {resource.description ? <p className={styles.description}>{resource.description}</p> : null}
      {resource.more_about_this_resource ? (
        <section aria-labelledby="more-about-title">
          <h3 id="more-about-title" className={styles.subTitle}>
            More about this resource
          </h3>
          <div
            className={styles.richText}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server (sanitize-html)
            dangerouslySetInnerHTML={{ __html: resource.more_about_this_resource }}
          />
        </section>
      ) : null}
      {resource.curriculum_tags.length > 0 ? (
        <section aria-labelledby="curriculum-tags-title">
          <h3 id="curriculum-tags-title" className={styles.subTitle}>
            Curriculum tags
          </h3>
          <ul className={styles.tags}>
            {resource.curriculum_tags.map((tag) => (
              <li key={tag.id}>
                {tag.name === tag.branch.name ? tag.name : `${tag.branch.name} › ${tag.name}`}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
