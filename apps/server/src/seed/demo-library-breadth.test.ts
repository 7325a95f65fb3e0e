import { searchReplySchema } from '@lantern/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../db/sql-rows.ts';
import { apiHeaders, buildTestApp, injectAs } from '../test/test-app.ts';
import { openDemoTestDatabase } from '../test/test-database.ts';

const live = sql`r.status = 'published' AND (r.expiration_date IS NULL OR r.expiration_date > now())`;

/**
 * Issue 23: the demo library is broad enough that a newcomer's first searches find something: every NGSS
 * performance expectation and every CCSS mathematics cluster has live resources of several media types aligned to
 * it, common topics answer, and the text is our own (no standard's statement is copied into a description).
 */
describe('the demo library is broad enough to answer', () => {
  it('covers every NGSS expectation and CCSS math cluster, and first searches find resources', {
    timeout: 300_000,
  }, async () => {
    const database = await openDemoTestDatabase();
    const app = await buildTestApp({ database });

    // Each standard of the kind, with the live resources aligned to it or beneath it (a cluster's standards).
    const coverage = await queryRows(
      app.orm,
      z.object({ code: z.string(), resources: z.number(), media_types: z.number() }),
      sql`WITH RECURSIVE wanted AS (
          SELECT i.id, i.human_coding_scheme AS code FROM standard_items i JOIN standard_frameworks f ON f.id = i.framework_id
          WHERE (f.key = 'ngss' AND i.item_type = 'Performance Expectation')
             OR (f.key = 'ccss-math' AND i.item_type = 'Cluster')
        ), beneath AS (
          SELECT id AS root, id FROM wanted
          UNION ALL SELECT b.root, c.id FROM beneath b JOIN standard_items c ON c.parent_id = b.id
        )
        SELECT w.code, count(DISTINCT r.id)::int AS resources, count(DISTINCT r.media_type)::int AS media_types
        FROM wanted w JOIN beneath b ON b.root = w.id
        LEFT JOIN resource_standards rs ON rs.standard_item_id = b.id
        LEFT JOIN resources r ON r.id = rs.resource_id AND ${live}
        GROUP BY w.code`,
    );
    expect(coverage.length).toBe(208 + 147);
    expect(coverage.filter((row) => row.resources === 0).map((row) => row.code)).toEqual([]);
    expect(coverage.filter((row) => row.media_types < 4).map((row) => row.code)).toEqual([]);

    const copied = await queryRows(
      app.orm,
      z.object({ resource_code: z.string() }),
      sql`SELECT r.resource_code FROM resources r JOIN resource_standards rs ON rs.resource_id = r.id
        JOIN standard_items i ON i.id = rs.standard_item_id
        WHERE length(i.full_statement) > 40 AND strpos(r.description, i.full_statement) > 0 LIMIT 5`,
    );
    expect(copied).toEqual([]);

    const visitor = apiHeaders(app);
    const empty: string[] = [];
    for (const q of ['photosynthesis', 'civil rights movement', 'volcanoes', 'dinosaurs', 'solar system']) {
      const reply = await injectAs(app, visitor, { url: `/api/v2/search/?q=${encodeURIComponent(q)}` });
      expect(reply.statusCode, reply.body).toBe(200);
      if (searchReplySchema.parse(reply.json()).meta.total === 0) empty.push(q);
    }
    expect(empty).toEqual([]);
  });
});
