import { resourceDetailSchema, resourceErrorReplySchema } from '@lantern/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/sql-rows.ts';
import { apiHeaders, buildTestApp, injectAs } from '../../test/test-app.ts';
import { openDemoTestDatabase } from '../../test/test-database.ts';

/**
 * Demo resources answer a detail in the contract's shape (live ones, with playable assets), or the error
 * reply (unpublished, expired). Ten of each media type and state, so that the file stays quick; set
 * DEMO_LIBRARY_ALL=1 to open every one.
 */
const PER_KIND = process.env.DEMO_LIBRARY_ALL ? 100_000 : 10;
describe('the demo library on the resource page', () => {
  it('opens demo resources of every media type and state', { timeout: 300_000 }, async () => {
    const database = await openDemoTestDatabase();
    const app = await buildTestApp({ database });
    const resources = await queryRows(
      app.orm,
      z.object({ resource_code: z.string(), live: z.boolean(), status: z.string() }),
      sql`SELECT resource_code, status, live FROM (
        SELECT r.id, r.resource_code, r.status, status = 'published' AND (expiration_date IS NULL OR expiration_date > now()) AS live,
          row_number() OVER (PARTITION BY r.media_type, r.status, r.expiration_date IS NULL ORDER BY r.id) AS n
        FROM resources r) sample
      WHERE n <= ${PER_KIND} ORDER BY id`,
    );
    expect(resources.length).toBeGreaterThan(50);
    const visitor = apiHeaders(app);
    const failures: string[] = [];
    const layouts = new Set<string>();
    for (const resource of resources) {
      const reply = await injectAs(app, visitor, {
        method: 'GET',
        url: `/api/v2/resource/${resource.resource_code}/`,
      });
      const body = reply.json();
      if (resource.live) {
        const parsed = resourceDetailSchema.safeParse(body);
        if (reply.statusCode !== 200 || !parsed.success) {
          failures.push(`${resource.resource_code}: ${reply.statusCode} ${parsed.error?.message ?? ''}`);
          continue;
        }
        const detail = parsed.data;
        layouts.add(detail.lesson_data ? 'lesson plan' : detail.assets.length > 1 ? 'gallery' : 'single');
        for (const asset of detail.assets) {
          if (asset.error)
            failures.push(`${resource.resource_code}: asset ${asset.guid} ${asset.error.code}`);
        }
      } else if (reply.statusCode !== 404 || !resourceErrorReplySchema.safeParse(body).success) {
        failures.push(`${resource.resource_code} (not live): ${reply.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    expect([...layouts].sort()).toEqual(['gallery', 'lesson plan', 'single']);
  });
});
