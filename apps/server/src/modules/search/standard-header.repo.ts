import type { SearchStandard, SearchSuggestions } from '@lantern/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { queryRows } from '../../db/sql-rows.ts';
import { type Audience, shownTo } from '../cards/index.ts';
import { listedDocument } from './search-document-filters.ts';
import { namedStandardsQuery } from './standard-query.repo.ts';

/** What a search reply adds about standards (decision 0049): the results header, and a code that finds something. */

const standardRow = z.object({
  identifier: z.string(),
  code: z.string(),
  statement: z.string(),
  framework: z.string(),
  attribution: z.string(),
  license_url: z.string().nullable(),
});

/**
 * The header shows at most this many named standards (a query rarely names more than one). A licence that is not a
 * web page (the sample state framework's 'urn:lantern:sample-license') is not linked.
 */
const HEADER_STANDARDS = 3;

/**
 * The standards q names by code, with their framework's notice (the CCSS and NGSS licences ask for it wherever their
 * text is shown). State standards need sign-in (spec 2): they are named only when stateStandards (a signed-in
 * caller, whose replies are cached apart from visitors').
 */
export async function namedStandards(
  orm: Orm,
  q: string,
  stateStandards: boolean,
): Promise<SearchStandard[]> {
  const named = namedStandardsQuery(q, stateStandards);
  if (!named) return [];
  return queryRows(
    orm,
    standardRow,
    sql`SELECT si.id::text AS identifier, si.human_coding_scheme AS code, si.full_statement AS statement,
        f.title AS framework, f.notes AS attribution,
        CASE WHEN f.license_uri ~ '^https?://' THEN f.license_uri END AS license_url
      FROM standard_items si JOIN standard_frameworks f ON f.id = si.framework_id
      WHERE si.id IN (${named}) AND si.human_coding_scheme IS NOT NULL
      ORDER BY length(si.human_coding_scheme) DESC, si.human_coding_scheme LIMIT ${HEADER_STANDARDS}`,
  );
}

/**
 * The national standard with the most listed resources aligned that the audience is shown (a student the student
 * content, the add-on view no Lesson Plans): a code the empty-results page can offer knowing it finds something.
 */
export async function busiestStandardCode(orm: Orm, audience: Audience): Promise<string | null> {
  const rows = await queryRows(
    orm,
    z.object({ code: z.string() }),
    sql`SELECT si.human_coding_scheme AS code
      FROM resource_standards rs
      JOIN search_documents d ON d.resource_id = rs.resource_id AND ${listedDocument}
      JOIN standard_items si ON si.id = rs.standard_item_id
      JOIN standard_frameworks f ON f.id = si.framework_id AND f.scope = 'national'
      WHERE si.item_type IN ('Standard', 'Performance Expectation') AND si.human_coding_scheme IS NOT NULL
        AND EXISTS (SELECT 1 FROM resources r WHERE r.id = rs.resource_id AND ${shownTo(audience)})
      GROUP BY si.human_coding_scheme ORDER BY count(*) DESC, si.human_coding_scheme LIMIT 1`,
  );
  return rows[0]?.code ?? null;
}

export type { SearchSuggestions };
