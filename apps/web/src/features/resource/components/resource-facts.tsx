import type { ResourceDetail } from '@lantern/shared';
import { Link } from 'react-router';
import { gradeLabel, gradesDisplay } from '../../../components/cards/card-format.ts';
import { contentAdminLink } from '../../../lib/content-admin.ts';
import styles from '../resource-page.module.css';

function gradesText(grades: readonly string[]): string | null {
  return gradesDisplay(grades) ?? (grades.length > 0 ? grades.map(gradeLabel).join(', ') : null);
}

/**
 * The facts beside the media: grades, project, brand, funders, credits, languages, accessibility and
 * the focus view (the student view link is among the page's actions).
 */
export function ResourceFacts({ resource, addOn }: { resource: ResourceDetail; addOn: boolean }) {
  const brand = resource.attributions.find((attribution) => attribution.role === 'brand');
  const funders = resource.attributions
    .filter((attribution) => attribution.role === 'funder')
    .map((funder) => funder.name)
    .join(', ');
  const grades = gradesText(resource.grades);
  const facts: Array<[string, React.ReactNode]> = [];
  if (grades) facts.push(['Grades', grades]);
  if (resource.project) {
    // search_facet is the whole name:value (cp:{slug}).
    const search = new URLSearchParams({ selected_facet: resource.project.search_facet });
    facts.push([
      'Project',
      <Link key="project" to={`${addOn ? '/add-on' : ''}/search?${search.toString()}`}>
        {resource.project.title}
      </Link>,
    ]);
  }
  if (brand) facts.push(['Brand', brand.name]);
  if (funders) facts.push(['Funders', funders]);
  if (resource.languages.length > 0) {
    facts.push(['Languages', resource.languages.map((language) => language.name).join(', ')]);
  }

  return (
    <aside className={styles.facts} aria-labelledby="resource-facts-title">
      <h2 id="resource-facts-title" className={styles.sectionTitle}>
        About this resource
      </h2>
      {facts.length > 0 ? (
        <dl className={styles.factList}>
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p>
        <Link to={resource.credits_link}>
          Credits<span className="visually-hidden"> for {resource.title}</span>
        </Link>
      </p>
      {resource.accessibility_indicators.length > 0 ? (
        <>
          <h3 className={styles.subTitle}>Accessibility</h3>
          <ul className={styles.tags}>
            {resource.accessibility_indicators.map((indicator) => (
              <li key={indicator.code}>{indicator.label}</li>
            ))}
          </ul>
        </>
      ) : null}
      <ul className={styles.viewLinks}>
        <li>
          <Link to={resource.focus_view_url}>Focus view (media only)</Link>
        </li>
        {contentAdminLink(resource.admin_link) ? (
          <li>
            <a href={resource.admin_link ?? undefined}>Edit in the content admin</a>
          </li>
        ) : null}
      </ul>
    </aside>
  );
}
