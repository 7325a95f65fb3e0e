import type { SearchStandard, SearchSuggestions } from '@lantern/shared';
import { Link } from 'react-router';
import { searchHref } from '../../app/shell-api.ts';
import { useExperienceMode } from '../../lib/experience-mode.ts';
import { formatCount } from '../../lib/format-count.ts';
import styles from './search-page.module.css';

/**
 * What a search says about standards (issue 23, docs/decisions/0049-standard-codes.md): the standard its query
 * names, with its full statement and the notice its framework's licence asks for; and, when nothing matched,
 * searches the server found to have results in this catalog.
 */
export function StandardHeader({ standards }: { standards: SearchStandard[] | undefined }) {
  if (!standards?.length) return null;
  return (
    <section className={styles.standardHeader} aria-labelledby="standard-title">
      <h2 id="standard-title" className={styles.standardTitle}>
        {standards.length === 1 ? 'Standard' : 'Standards'} {standards.map((s) => s.code).join(', ')}
      </h2>
      {standards.map((standard) => (
        <div key={standard.identifier}>
          {standards.length > 1 && <p className={styles.standardCode}>{standard.code}</p>}
          <p className={styles.standardStatement}>{standard.statement}</p>
          <p className={styles.standardAttribution}>
            {standard.framework}. {standard.attribution}{' '}
            {standard.license_url && (
              <a href={standard.license_url} rel="noopener noreferrer" target="_blank">
                Licence terms<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            )}
          </p>
        </div>
      ))}
    </section>
  );
}

function subjectHrefFor(id: number, mode: { addOn: boolean; student: boolean }): string {
  const params = new URLSearchParams({ q: '', selected_facet: `subject:${id}` });
  if (mode.student) params.set('student', 'true');
  return `${mode.addOn ? '/add-on/search/' : '/search'}?${params.toString()}`;
}

/** The empty-results page's suggestions: each one computed by the server to find something. */
export function EmptySearchSuggestions({ suggestions }: { suggestions: SearchSuggestions | undefined }) {
  const mode = useExperienceMode();
  if (!suggestions) return null;
  return (
    <>
      {suggestions.standard_code && (
        <li>
          Search for a standard by its code, such as{' '}
          <Link to={searchHref(suggestions.standard_code, mode)}>{suggestions.standard_code}</Link>.
        </li>
      )}
      {suggestions.subjects.length > 0 && (
        <li>
          Browse a subject:{' '}
          {suggestions.subjects.map((subject, index) => (
            <span key={subject.id}>
              {index > 0 && ', '}
              <Link to={subjectHrefFor(subject.id, mode)}>{subject.name}</Link> ({formatCount(subject.count)})
            </span>
          ))}
          .
        </li>
      )}
    </>
  );
}
