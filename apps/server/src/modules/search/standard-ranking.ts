import { type SQL, sql } from 'drizzle-orm';
import { idsColumn } from '../../db/sql-rows.ts';
import { reachesStateStandards, type SearchCriteria } from './search-criteria.ts';
import { textRankOrder } from './search-document-filters.ts';
import { standardTierQuery } from './standard-query.repo.ts';

/**
 * A query that is or holds a standard code ranks the resources the code reaches first (aligned, then related:
 * standard-query.repo.ts), then the other matches by text rank (docs/decisions/0049-standard-codes.md).
 */
export interface StandardTiers {
  aligned: number[];
  related: number[];
}

/** The resolve statement's columns for the tiers (none when q names no code). */
export function standardTierColumns(criteria: Pick<SearchCriteria, 'q' | 'stateStandards'>): SQL[] {
  const { q } = criteria;
  const state = reachesStateStandards(criteria);
  const aligned = q ? standardTierQuery(q, 'aligned', state) : null;
  const related = q ? standardTierQuery(q, 'related', state) : null;
  if (!aligned || !related) return [];
  return [sql`ARRAY(${aligned}) AS standard_aligned`, sql`ARRAY(${related}) AS standard_related`];
}

/** The tiers from the resolve row; null when q names no code or the code reaches nothing. */
export function standardTiers(row: Record<string, unknown>, q: string): StandardTiers | null {
  if (!q || !('standard_aligned' in row)) return null;
  const tiers = { aligned: idsColumn(row, 'standard_aligned'), related: idsColumn(row, 'standard_related') };
  return tiers.aligned.length || tiers.related.length ? tiers : null;
}

const bigints = (values: number[]): SQL => sql`${`{${values.join(',')}}`}::bigint[]`;

/**
 * One page of a search by standard code, over the matching documents d of source: the tiers first, then text rank
 * and popularity. Every match is ranked (not only the most popular candidates, as for words): a code reaches a
 * bounded set of resources, and they must come first wherever their popularity puts them.
 */
export function standardRankedPage(source: SQL, criteria: SearchCriteria, tiers: StandardTiers): SQL {
  return sql`SELECT d.resource_id, row_number() OVER () AS position FROM (
    SELECT d.resource_id FROM ${source}
    ORDER BY CASE WHEN d.resource_id = ANY (${bigints(tiers.aligned)}) THEN 0
        WHEN d.resource_id = ANY (${bigints(tiers.related)}) THEN 1 ELSE 2 END,
      ${textRankOrder(criteria.rankText ?? criteria.q)}, d.popularity DESC, d.resource_id
    LIMIT ${criteria.count} OFFSET ${criteria.start}) d`;
}
