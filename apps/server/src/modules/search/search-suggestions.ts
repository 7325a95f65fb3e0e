import type { SearchReply, SearchSuggestions } from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { type Audience, audienceFilters, EVERYONE } from '../cards/index.ts';
import { subjectsWithCounts } from './search.repo.ts';
import { reachesStateStandards, type SearchCriteria } from './search-criteria.ts';
import { busiestStandardCode, namedStandards } from './standard-header.repo.ts';

/** Subjects offered on the empty-results page. */
const SUGGESTED_SUBJECTS = 4;

/** The caller's audience; for criteria built without one, a student's when they ask for student content. */
const callerAudience = (criteria: SearchCriteria): Audience =>
  criteria.audience ?? {
    ...EVERYONE,
    student: criteria.selected.some((filter) => filter.name === 'student_content' && filter.value === 'true'),
  };

/**
 * Searches that find something in this catalog, for a search that found nothing: the subjects with the most results
 * for the audience (the narrower ones first: 'Life Science' says more than 'Science') and a standard code with
 * aligned resources. Computed from the catalog for the caller's audience (a student, the add-on view, a station's
 * opt-outs: what the suggested links will search as), never a fixed list, so every suggestion has the results it
 * says. The caller's own filters are left out: the links search without them.
 */
export async function emptySearchSuggestions(orm: Orm, criteria: SearchCriteria): Promise<SearchSuggestions> {
  const audience = callerAudience(criteria);
  const [subjects, standardCode] = await Promise.all([
    subjectsWithCounts(orm, audienceFilters(audience)),
    busiestStandardCode(orm, audience),
  ]);
  const withResults = subjects.filter((subject) => subject.results_count > 0);
  const narrow = withResults.filter((subject) => subject.parent_id !== null);
  const chosen = (narrow.length >= SUGGESTED_SUBJECTS ? narrow : withResults)
    .sort((a, b) => b.results_count - a.results_count || a.name.localeCompare(b.name))
    .slice(0, SUGGESTED_SUBJECTS);
  return {
    standard_code: standardCode,
    subjects: chosen.map((subject) => ({ id: subject.id, name: subject.name, count: subject.results_count })),
  };
}

/** The standards header and the empty-results suggestions of a search reply's meta (decision 0049). */
export async function standardMeta(
  orm: Orm,
  criteria: SearchCriteria,
  total: number,
): Promise<Pick<SearchReply['meta'], 'standards' | 'suggestions'>> {
  const [standards, suggestions] = await Promise.all([
    criteria.q ? namedStandards(orm, criteria.q, reachesStateStandards(criteria)) : [],
    total === 0 && criteria.start === 0 ? emptySearchSuggestions(orm, criteria) : null,
  ]);
  return { ...(standards.length ? { standards } : {}), ...(suggestions ? { suggestions } : {}) };
}
