import {
  NO_STATE_SELECTED,
  PRIVACY_ERRORS,
  PRIVACY_PAGE_LIMIT,
  PRIVACY_PAGE_LIMIT_MAX,
  type PrivacyDistrictsPage,
  type PrivacySchoolsPage,
  type PrivacyState,
  type PrivacyStatesPage,
  STATION_STATES,
} from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { searchWordsOf } from './school-names.ts';
import { districtById, searchDistricts, searchSchools } from './schools.repo.ts';

/**
 * The paged lists of the school picker (spec 2 §3 State, District, School, paged lists; §7). next and previous
 * are this site's paths with the same query, or null; past the end a page is empty, never an error.
 */

/** The state list: 'No state selected' first, then the states, DC and territories by name (spec 2 §3). */
export const PRIVACY_STATES: readonly PrivacyState[] = [
  { name: NO_STATE_SELECTED, state_location: '', abbreviation: '' },
  ...STATION_STATES.map((state) => ({
    name: state.name,
    state_location: state.code,
    abbreviation: state.code,
  })),
];

export function stateNameOf(code: string): string | undefined {
  return STATION_STATES.find((state) => state.code === code)?.name;
}

interface PageQuery {
  limit?: number;
  offset?: number;
}

function pageLinks(
  path: string,
  params: Record<string, string>,
  limit: number,
  offset: number,
  count: number,
) {
  const link = (at: number) => {
    const query = new URLSearchParams({
      ...params,
      limit: String(limit),
      ...(at > 0 ? { offset: String(at) } : {}),
    });
    return `${path}?${query.toString()}`;
  };
  return {
    count,
    next: offset + limit < count ? link(offset + limit) : null,
    previous: offset > 0 ? link(Math.max(0, Math.min(offset - limit, count - limit))) : null,
  };
}

export function listStates(path: string, query: PageQuery): PrivacyStatesPage {
  const limit = query.limit ?? PRIVACY_PAGE_LIMIT_MAX;
  const offset = query.offset ?? 0;
  return {
    ...pageLinks(path, {}, limit, offset, PRIVACY_STATES.length),
    results: PRIVACY_STATES.slice(offset, offset + limit),
  };
}

/** A search that folds to no word at all ('%', '🙂', '—') matches nothing: an empty page, not the whole list. */
function wordsOrNothing(search: string | undefined): string[] | null {
  if (search === undefined || search.trim() === '') return [];
  const words = searchWordsOf(search);
  return words.length > 0 ? words : null;
}

export async function listDistricts(
  orm: Orm,
  path: string,
  query: PageQuery & { state?: string; search?: string },
): Promise<PrivacyDistrictsPage> {
  const limit = query.limit ?? PRIVACY_PAGE_LIMIT;
  const offset = query.offset ?? 0;
  const state = query.state ?? '';
  const params = { ...(state ? { state } : {}), ...(query.search ? { search: query.search } : {}) };
  const words = wordsOrNothing(query.search);
  const page = words ? await searchDistricts(orm, { state, words, limit, offset }) : { rows: [], count: 0 };
  return {
    ...pageLinks(path, params, limit, offset, page.count),
    results: page.rows.map((row) => ({
      district_name: row.name,
      district_guid: row.district_guid,
      state_location: row.state,
    })),
  };
}

export async function listSchools(
  orm: Orm,
  path: string,
  districtGuid: string,
  query: PageQuery & { search?: string },
): Promise<PrivacySchoolsPage> {
  const limit = query.limit ?? PRIVACY_PAGE_LIMIT;
  const offset = query.offset ?? 0;
  if (!(await districtById(orm, districtGuid))) throw notFound(PRIVACY_ERRORS.unknownDistrict(districtGuid));
  const words = wordsOrNothing(query.search);
  const page = words
    ? await searchSchools(orm, { districtGuid, words, limit, offset })
    : { rows: [], count: 0 };
  return {
    ...pageLinks(path, query.search ? { search: query.search } : {}, limit, offset, page.count),
    results: page.rows.map((row) => ({ id: row.id, name: row.name, city: row.city })),
  };
}
