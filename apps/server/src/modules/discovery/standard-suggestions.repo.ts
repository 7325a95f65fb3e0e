import type { AutocompleteSuggestion } from '@lantern/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { queryRows } from '../../db/sql-rows.ts';
import { typedCodeKey } from '../search/index.ts';

/** Standards suggested beside titles while a code is typed (issue 23, docs/decisions/0049-standard-codes.md). */
export const STANDARD_SUGGESTIONS = 3;
/** A suggestion shows this much of the statement (a word boundary before it), the results header the whole of it. */
const STATEMENT_CHARACTERS = 80;

export function shortStatement(statement: string): string {
  if (statement.length <= STATEMENT_CHARACTERS) return statement;
  const cut = statement.slice(0, STATEMENT_CHARACTERS);
  const space = cut.lastIndexOf(' ');
  return `${(space > 40 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/**
 * Standards whose code starts with what was typed, in any form (the key of decision 0049): the code itself first,
 * then the shorter codes (a cluster before its standards). State standards need sign-in (spec 2): they are
 * suggested only with stateStandards (a signed-in caller, whose suggestions are cached apart from visitors').
 */
export async function standardSuggestions(
  orm: Orm,
  q: string,
  count: number,
  stateStandards = false,
): Promise<AutocompleteSuggestion[]> {
  const key = typedCodeKey(q);
  if (!key || count <= 0) return [];
  const rows = await queryRows(
    orm,
    z.object({ code: z.string(), statement: z.string() }),
    sql`SELECT si.human_coding_scheme AS code, si.full_statement AS statement
      FROM standard_items si JOIN standard_frameworks f ON f.id = si.framework_id
        AND ${stateStandards ? sql`true` : sql`f.scope = 'national'`}
      WHERE left(si.code_key, ${key.length}) = ${key} AND si.human_coding_scheme IS NOT NULL
      ORDER BY si.code_key = ${key} DESC, length(si.code_key), si.sort_order, si.human_coding_scheme
      LIMIT ${count}`,
  );
  return rows.map((row) => ({
    title: `${row.code} — ${shortStatement(row.statement)}`,
    object_type: 'standard' as const,
    url: `/search?q=${encodeURIComponent(row.code)}`,
    code: row.code,
  }));
}
