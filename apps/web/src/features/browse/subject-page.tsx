import { TOP_SUBJECTS } from '@lantern/shared';
import type { CSSProperties } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useExperienceMode } from '../../lib/experience-mode.ts';
import { countText } from '../../lib/format-count.ts';
import { getPageConfig } from '../../lib/page-config.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import { EmbedPage, errorDocumentTitle } from '../errors/index.ts';
import { resultHref } from '../search/index.ts';
import styles from './browse.module.css';
import { useSubjectTree } from './browse-api.ts';
import { subjectNameFromPath } from './browse-names.ts';
import { BrowseResults } from './browse-results.tsx';
import { BrowseStationBanner } from './browse-station-banner.tsx';
import { childrenWithResults, selectSubject, treeForMode } from './subject-tree.ts';

/**
 * /subjects/{slug}/ and /add-on/subjects/{slug}/: the subject chosen from the subject tree, its
 * sub-topics, and its resources 12 at a time. A slug the tree does not know shows the catch-all page.
 */
export function SubjectPage() {
  const splat = useParams()['*'] ?? '';
  const [params] = useSearchParams();
  const mode = useExperienceMode();
  const tree = useSubjectTree(mode.student);
  const selection = tree.data ? selectSubject(treeForMode(tree.data.objects, mode), splat) : null;
  const title = selection?.node.title ?? subjectNameFromPath(splat) ?? 'Subjects';
  const unknown = Boolean(tree.data && !selection);
  // A parent's title effect runs after its child's: an unknown subject keeps the 404 page's title.
  useDocumentTitle(unknown ? errorDocumentTitle(404, getPageConfig().productName) : pageTitle(title));

  if (unknown) return <EmbedPage />;

  const top = selection ? (selection.ancestors[0] ?? selection.node) : null;
  const color = TOP_SUBJECTS.find((subject) => subject.id === top?.id)?.color;
  const topics = selection ? childrenWithResults(selection.node) : [];
  // A student's grade (from the grade gate) narrows every browse page (spec 1 §7).
  const gradeFacets = params.getAll('selected_facet').filter((facet) => facet.startsWith('grades:'));

  return (
    <div className={styles.page}>
      <header
        className={styles.banner}
        style={color ? ({ '--subject-color': color } as CSSProperties) : undefined}
      >
        {selection && selection.ancestors.length > 0 && (
          <nav aria-label="Subject path" className={styles.crumbs}>
            <ol>
              {selection.ancestors.map((node) => (
                <li key={node.id}>
                  <Link to={resultHref(node.url, mode)}>{node.title}</Link>
                </li>
              ))}
              <li aria-current="page">{selection.node.title}</li>
            </ol>
          </nav>
        )}
        <h1>{title}</h1>
        <p>Videos, interactives, lesson plans and more for teaching {title}.</p>
      </header>

      {tree.isError && (
        <div className={styles.notice} role="alert">
          <p>We could not load this subject. Please try again.</p>
          <Button variant="secondary" onClick={() => void tree.refetch()}>
            Try again
          </Button>
        </div>
      )}

      {topics.length > 0 && (
        <nav className={styles.topics} aria-labelledby="topics-title">
          <h2 id="topics-title">Topics in {title}</h2>
          <ul className={styles.topicList}>
            {topics.map((child) => (
              <li key={child.id}>
                <Link to={resultHref(child.url, mode)}>
                  {child.title}
                  <span className={styles.topicCount}>{countText(child.resultsCount, 'resource')}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {selection && (
        <BrowseResults
          key={selection.node.id}
          selected={[`subject:${selection.node.id}`, ...gradeFacets]}
          mode={mode}
          label={`${title} resources`}
        />
      )}
      <BrowseStationBanner />
    </div>
  );
}
