import { type SQL, sql } from 'drizzle-orm';
import { type StandardCodeKeys, standardCodeKeys } from './standard-codes.ts';

/**
 * The standards a query names by code and the resources they reach (docs/decisions/0049-standard-codes.md).
 * Two tiers, ranked in this order before every other match:
 * - aligned: the named items and everything beneath them (a domain '5.NF' or a topic 'MS-LS2' reaches its
 *   clusters, standards and sub-standards);
 * - related: a named sub-standard's parent ('5.NF.B.4a' → 5.NF.B.4), a named expectation's disciplinary core idea
 *   (MS-LS2-1 → MS-LS2), and the CASE connections of the named items (an NGSS expectation's Common Core
 *   connections, and back).
 */

const textArray = (values: readonly string[]): SQL =>
  sql`${`{${values.map((v) => `"${v}"`).join(',')}}`}::text[]`;
const intArray = (values: readonly number[]): SQL => sql`${`{${values.join(',')}}`}::int[]`;

/**
 * Which items a caller may reach: state standards are visible only to signed-in users (spec 2), so a visitor's code
 * never names one, nor reaches one through a connection.
 */
export const itemInScope = (stateStandards: boolean, alias = sql`si`): SQL =>
  stateStandards
    ? sql`true`
    : sql`NOT EXISTS (SELECT 1 FROM standard_frameworks sf WHERE sf.id = ${alias}.framework_id AND sf.scope = 'state')`;

/**
 * The items named: by code; by legacy label only when no code fits; by a sub-standard's parent when neither. Of
 * codes in overlapping words, only the longest counts ('5 nf b 4' names 5.NF.B.4, not 5.NF inside it).
 */
function namedItems({ keys, parentKeys }: StandardCodeKeys, stateStandards: boolean): SQL {
  const inScope = itemInScope(stateStandards);
  const codes = textArray(keys.map((k) => k.key));
  return sql`candidate (key, first, last) AS (
      SELECT * FROM unnest(${codes}, ${intArray(keys.map((k) => k.first))}, ${intArray(keys.map((k) => k.last))})
    ), by_code AS (
      SELECT si.id, si.parent_id, si.item_type, c.first, c.last
      FROM candidate c JOIN standard_items si ON si.code_key = c.key AND ${inScope}
    ), matched AS (
      SELECT * FROM by_code
      UNION ALL
      SELECT si.id, si.parent_id, si.item_type, c.first, c.last
      FROM candidate c JOIN standard_items si ON si.alternative_key = c.key AND ${inScope}
      WHERE NOT EXISTS (SELECT 1 FROM by_code)
    ), named AS (
      SELECT m.id, m.parent_id, m.item_type FROM matched m
      WHERE NOT EXISTS (SELECT 1 FROM matched o
        WHERE o.first <= m.first AND o.last >= m.last AND o.last - o.first > m.last - m.first)
      UNION
      SELECT si.id, NULL::uuid, 'Parent' FROM standard_items si
      WHERE si.code_key = ANY (${textArray(parentKeys)}) AND ${inScope} AND NOT EXISTS (SELECT 1 FROM matched)
    ), beneath AS (
      SELECT id FROM named WHERE item_type <> 'Parent'
      UNION
      SELECT si.id FROM standard_items si JOIN beneath b ON si.parent_id = b.id
    ), aligned_items AS (
      SELECT id FROM beneath
      UNION SELECT id FROM named WHERE item_type = 'Parent'
    ), related_items AS (
      SELECT parent_id AS id FROM named
      WHERE item_type IN ('Component', 'Performance Expectation') AND parent_id IS NOT NULL
      UNION SELECT c.to_item_id FROM standard_connections c JOIN standard_items si ON si.id = c.to_item_id
        WHERE c.from_item_id IN (SELECT id FROM named) AND ${inScope}
      UNION SELECT c.from_item_id FROM standard_connections c JOIN standard_items si ON si.id = c.from_item_id
        WHERE c.to_item_id IN (SELECT id FROM named) AND ${inScope}
    )`;
}
/** The resources of one tier, as a query of resource ids; null when q names no code. */
export function standardTierQuery(
  q: string,
  tier: 'aligned' | 'related' | 'both',
  stateStandards: boolean,
): SQL | null {
  const keys = standardCodeKeys(q);
  if (!keys.keys.length) return null;
  const aligned = sql`SELECT rs.resource_id FROM resource_standards rs
    WHERE rs.standard_item_id IN (SELECT id FROM aligned_items)`;
  const related = sql`SELECT rs.resource_id FROM resource_standards rs
    WHERE rs.standard_item_id IN (SELECT id FROM related_items)`;
  const select =
    tier === 'aligned'
      ? aligned
      : tier === 'related'
        ? sql`${related} EXCEPT ${aligned}`
        : sql`${aligned} UNION ${related}`;
  return sql`WITH RECURSIVE ${namedItems(keys, stateStandards)} ${select}`;
}

/** The named items themselves (for the results header): ids of the items whose code or label q names. */
export function namedStandardsQuery(q: string, stateStandards: boolean): SQL | null {
  const keys = standardCodeKeys(q);
  if (!keys.keys.length) return null;
  return sql`WITH RECURSIVE ${namedItems(keys, stateStandards)} SELECT id FROM named`;
}
