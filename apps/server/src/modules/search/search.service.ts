import {
  DURATION_BUCKETS,
  PROFESSIONAL_DEVELOPMENT_ID,
  parseFacetBy,
  parseFacetParams,
  SEARCH_PAGE_SIZE,
  type SearchFilter,
  type SearchQuery,
  type SearchReply,
  SUBJECT_TREE_DEFAULT_DEPTH,
  type SubjectTreeNode,
} from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { type Audience, audienceFilters, presentCard } from '../cards/index.ts';
import { relaxedSearch } from './relaxed-search.ts';
import {
  countSearch,
  resolveSearch,
  type SearchCriteria,
  searchPage,
  subjectsWithCounts,
} from './search.repo.ts';
import { standardMeta } from './search-suggestions.ts';
import { transcriptMatches } from './transcript-matches.repo.ts';
import { typoSearch } from './typo-search.ts';

const SUBJECT_ID = /^[0-9]{1,9}$/;
const DURATION_VALUES = new Set<string>(DURATION_BUCKETS.map((b) => b.value));

/** Values the database would refuse are a 400 here, never a 5xx there. */
function checkValues(filters: SearchFilter[], param: string) {
  for (const { name, value } of filters) {
    if (name === 'subject' && !SUBJECT_ID.test(value)) {
      throw badRequest(`${param}: subject expects a subject id, not '${value.slice(0, 60)}'.`);
    }
    if (name === 'duration' && !DURATION_VALUES.has(value)) {
      throw badRequest(`${param}: duration expects one of ${[...DURATION_VALUES].join(', ')}.`);
    }
    if (name === 'student_content' && value !== 'true' && value !== 'false') {
      throw badRequest(`${param}: student_content expects true or false.`);
    }
  }
}

/**
 * Who searches: the audience rule (cards module) adds its filters to theirs; a signed-in caller's words and codes
 * also reach state standards (spec 2: visible only to signed-in users).
 */
export type SearchCaller = Audience & { signedIn?: boolean };

/**
 * The grade-gate band (student_grade, spec 2 §7; decision 0047) as a grades filter: only for a student
 * audience (student=true or a signed-in student), and only when the call selects no grade itself, so a
 * grade facet the student picks on the page wins. Teachers' searches ignore it.
 */
export function studentGradeFilter(
  query: Pick<SearchQuery, 'student_grade'>,
  caller: SearchCaller,
  selected: SearchFilter[],
): SearchFilter[] {
  if (!query.student_grade || !caller.student) return [];
  if (selected.some((filter) => filter.name === 'grades')) return [];
  return [{ name: 'grades', value: query.student_grade }];
}

/** Builds the criteria from the query; bad facet syntax or values are 400s with a clear message. */
export function searchCriteria(query: SearchQuery, caller: SearchCaller): SearchCriteria {
  const selected = parseFacetParams(query.selected_facet, 'selected_facet');
  if (!selected.ok) throw badRequest(selected.message);
  const excluded = parseFacetParams(query.excluded_facet, 'excluded_facet', true);
  if (!excluded.ok) throw badRequest(excluded.message);
  const facetBy = parseFacetBy(query.facet_by);
  if (!facetBy.ok) throw badRequest(facetBy.message);
  checkValues(selected.filters, 'selected_facet');
  checkValues(excluded.filters, 'excluded_facet');
  const audience = audienceFilters(caller);
  return {
    q: (query.q ?? '').trim(),
    selected: [
      ...selected.filters,
      ...studentGradeFilter(query, caller, selected.filters),
      ...audience.selected,
    ],
    excluded: [...excluded.filters, ...audience.excluded],
    collectionSlug: query.collection_slug ?? null,
    rankBy: query.rank_by ?? 'relevance',
    start: query.start ?? 0,
    count: query.count ?? SEARCH_PAGE_SIZE,
    facetBy: facetBy.names,
    ...(caller.signedIn ? { stateStandards: true } : {}),
    audience: {
      student: caller.student,
      addOn: caller.addOn,
      optOutOrganizationId: caller.optOutOrganizationId,
    },
  };
}

export async function runSearch(
  orm: Orm,
  criteria: SearchCriteria,
  options: { objectType?: string; nextUri: (start: number) => string },
): Promise<SearchReply> {
  if (options.objectType === 'collection') {
    // Collections are searched by /api/v2/search_collections/.
    return { objects: [], meta: { total: 0, next_uri: null, facets: {} } };
  }
  // The count comes first: how many match decides how the page is found (and none means no page).
  // Facet ids and the like first: the statements then carry them as constants the planner can weigh.
  const exact = { criteria, resolved: await resolveSearch(orm, criteria) };
  const exactCounted = await countSearch(orm, criteria, {}, exact.resolved);
  // Few or no matches: a correction of q's unknown words (typo-search.ts), shown when q found nothing.
  const corrected = await typoSearch(orm, criteria, exactCounted.total, exact.resolved.version);
  const typo = corrected?.clearlyMore ? corrected : null;
  let shown = typo && exactCounted.total === 0 ? typo : { ...exact, counted: exactCounted };
  // Still nothing: the most specific word that finds something, the others ranking (relaxed-search.ts).
  const relaxed =
    shown.counted.total === 0 && criteria.q
      ? await relaxedSearch(orm, criteria, corrected?.q ?? criteria.q)
      : null;
  if (relaxed) shown = relaxed;
  const { total, facets } = shown.counted;
  const [rows, extra] = await Promise.all([
    searchPage(orm, shown.criteria, shown.counted, shown.resolved),
    standardMeta(orm, criteria, total),
  ]);
  const spoken = await transcriptMatches(
    orm,
    shown.criteria.q,
    rows.map((row) => row.id),
  );
  const nextStart = criteria.start + criteria.count;
  return {
    objects: rows.map((row) => {
      const match = spoken.get(row.id);
      return match ? { ...presentCard(row), transcript_match: match } : presentCard(row);
    }),
    meta: {
      total,
      next_uri: nextStart < total ? options.nextUri(nextStart) : null,
      facets,
      ...extra,
      ...(typo
        ? { did_you_mean: { q: typo.q, total: typo.counted.total, results_shown: shown === typo } }
        : {}),
      ...(relaxed ? { relaxed: { q: relaxed.q } } : {}),
    },
  };
}

export async function expandedSubjectTree(
  orm: Orm,
  options: { maxDepth?: number; student: boolean },
): Promise<SubjectTreeNode[]> {
  const maxDepth = options.maxDepth ?? SUBJECT_TREE_DEFAULT_DEPTH;
  const rows = await subjectsWithCounts(orm, options.student);
  const byParent = new Map<number | null, typeof rows>();
  for (const row of rows) byParent.set(row.parent_id, [...(byParent.get(row.parent_id) ?? []), row]);
  const build = (parentId: number | null, depth: number): SubjectTreeNode[] =>
    (byParent.get(parentId) ?? [])
      .filter((row) => !(options.student && row.id === PROFESSIONAL_DEVELOPMENT_ID))
      .map((row) => ({
        id: row.id,
        title: row.name,
        slug: row.slug,
        children: depth < maxDepth ? build(row.id, depth + 1) : [],
        resultsCount: row.results_count,
        url: `/subjects/${row.path}/`,
      }));
  return build(null, 1);
}
