import type { ResourceDetail } from '@lantern/shared';
import { Link } from 'react-router';
import { safeNextPath } from '../../../lib/auth-links.ts';
import { AssetView } from '../media/asset-view.tsx';
import { lessonContentLabel } from '../resource-layout.ts';
import styles from '../resource-page.module.css';

function RichText({ html }: { html: string }) {
  return (
    <div
      className={styles.richText}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: lesson text is sanitized on the server (sanitize-html)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

const APP_PAGE = /^\/(resource|collection)\//;

/** Contents that are pages of this app open inside it; files and other sites are ordinary links. */
function ContentLink({ url, title }: { url: string | null; title: string }) {
  if (!url) return <>{title}</>;
  const path = safeNextPath(url);
  return path && APP_PAGE.test(path) ? <Link to={path}>{title}</Link> : <a href={url}>{title}</a>;
}

/** A lesson plan: overview, procedure, the lesson's contents (HTMLFragment labelled Text) and its files. */
export function LessonPlanLayout({ resource }: { resource: ResourceDetail }) {
  const lesson = resource.lesson_data;
  if (!lesson) return null;
  const contents = [...resource.lesson_contents].sort((a, b) => a.order - b.order);
  return (
    <div className={styles.lessonPlan} data-layout="lesson-plan">
      {lesson.overview ? (
        <section aria-labelledby="lesson-overview-title">
          <h2 id="lesson-overview-title" className={styles.sectionTitle}>
            Overview
          </h2>
          <RichText html={lesson.overview} />
        </section>
      ) : null}
      {contents.length > 0 ? (
        <section aria-labelledby="lesson-contents-title">
          <h2 id="lesson-contents-title" className={styles.sectionTitle}>
            Lesson contents
          </h2>
          <ol className={styles.lessonContents}>
            {contents.map((content) => (
              <li key={content.id}>
                <span className={styles.materialType}>{lessonContentLabel(content.type)}</span>{' '}
                <ContentLink url={content.url} title={content.title} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {lesson.procedure ? (
        <section aria-labelledby="lesson-procedure-title">
          <h2 id="lesson-procedure-title" className={styles.sectionTitle}>
            Procedure
          </h2>
          <RichText html={lesson.procedure} />
        </section>
      ) : null}
      {resource.assets.length > 0 ? (
        <section aria-labelledby="lesson-files-title">
          <h2 id="lesson-files-title" className={styles.sectionTitle}>
            Lesson materials
          </h2>
          {resource.assets.map((asset) => (
            <div key={asset.guid} className={styles.stage}>
              <AssetView asset={asset} />
            </div>
          ))}
        </section>
      ) : null}
    </div>
  );
}
