import type { ResourceDetail } from '@lantern/shared';
import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import styles from '../resource-page.module.css';
import { StandardsTab } from './standards-tab.tsx';
import { SupportMaterials } from './support-materials.tsx';

type TabKey = 'details' | 'materials' | 'standards';

/**
 * Details (description, more about this resource, curriculum tags), support materials and standards.
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
  const [selected, setSelected] = useState<TabKey>(
    initialTab === 'standards' && resource.has_standards ? 'standards' : 'details',
  );
  // The panels' sections are h3s: this h2 keeps the page's outline in order (h1 title, h2, h3).
  return (
    <>
      <h2 className="visually-hidden">About this resource</h2>
      <Tabs
        className={styles.tabs}
        selectedKey={selected}
        onSelectionChange={(key) => setSelected(key as TabKey)}
      >
        <TabList aria-label="About this resource" className={styles.tabList}>
          <Tab id="details" className={styles.tab}>
            Details
          </Tab>
          <Tab id="materials" className={styles.tab}>
            Support Materials
          </Tab>
          {resource.has_standards ? (
            <Tab id="standards" className={styles.tab}>
              Standards
            </Tab>
          ) : null}
        </TabList>
        <TabPanel id="details" className={styles.tabPanel}>
          <ResourceDetails resource={resource} />
        </TabPanel>
        <TabPanel id="materials" className={styles.tabPanel}>
          <SupportMaterials
            forTeacher={resource.support_materials.for_teacher}
            forStudent={resource.support_materials.for_student}
            studentView={studentView}
          />
        </TabPanel>
        {resource.has_standards ? (
          <TabPanel id="standards" className={styles.tabPanel}>
            <StandardsTab code={resource.resource_code} />
          </TabPanel>
        ) : null}
      </Tabs>
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
