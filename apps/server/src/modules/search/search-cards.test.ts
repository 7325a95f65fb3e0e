import { searchReplySchema } from '@lantern/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildAttribution,
  buildOrganization,
  buildProject,
  buildResource,
  buildSupportMaterial,
} from '../../test/factories/index.ts';
import { apiHeaders, buildTestApp, injectAs } from '../../test/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

describe('search cards', () => {
  it('cards carry the project, the brand, the number of support materials (spec 3 §3) and the resource id', async () => {
    const word = 'quimbleforth';
    const plain = await buildResource(app, { title: `Plain ${word} card` });
    const project = await buildProject(app, { title: 'Tidal Notebook' });
    const credited = await buildResource(app, { title: `Credited ${word} card`, projectId: project.id });
    const brand = await buildOrganization(app, { name: 'Harbor Media' });
    await buildAttribution(app, { resourceId: credited.id, organizationId: brand.id, role: 'brand' });
    await buildSupportMaterial(app, {
      resourceId: credited.id,
      audience: 'for_teacher',
      category: 'Teaching Tips',
      title: 'Tips',
      url: '/media/tips.pdf',
      printUrl: null,
    });
    await buildSupportMaterial(app, {
      resourceId: credited.id,
      audience: 'for_student',
      category: 'Handout',
      title: 'Handout',
      url: '/media/handout.pdf',
      printUrl: null,
    });
    const search = async () =>
      searchReplySchema.parse(
        (await injectAs(app, apiHeaders(app), { url: `/api/v2/search/?q=${word}` })).json(),
      );
    const reply = await search();
    const card = (code: string) => reply.objects.find((o) => o.resource_code === code);
    expect(card(credited.resourceCode)).toMatchObject({
      // The id the favorite and folder calls take (lo_id), so a search card needs no resource call to learn it.
      lo_id: credited.id,
      project: 'Tidal Notebook',
      brand: 'Harbor Media',
      support_materials_count: 2,
    });
    expect(card(plain.resourceCode)).toMatchObject({
      lo_id: plain.id,
      project: null,
      brand: null,
      support_materials_count: 0,
    });

    // Search cards are kept by triggers (migration 0019): a change to any table a card reads shows at once.
    await app.orm.execute(sql`UPDATE projects SET title = 'Tidal Notebook II'
      WHERE id = ${project.id}`);
    expect((await search()).objects.find((o) => o.resource_code === credited.resourceCode)?.project).toBe(
      'Tidal Notebook II',
    );
    await app.orm.execute(sql`UPDATE organizations SET name = 'Harbor Studio'
      WHERE id = ${brand.id}`);
    await app.orm.execute(
      sql`DELETE FROM support_materials WHERE resource_id = ${credited.id} AND title = 'Tips'`,
    );
    expect((await search()).objects.find((o) => o.resource_code === credited.resourceCode)).toMatchObject({
      brand: 'Harbor Studio',
      support_materials_count: 1,
    });
    await app.orm.execute(sql`DELETE FROM resource_attributions WHERE resource_id = ${credited.id}`);
    expect((await search()).objects.find((o) => o.resource_code === credited.resourceCode)?.brand).toBeNull();
  });

  it('every kept card is the card the catalog tables make, after edits to any of them', async () => {
    const word = 'zentravolk';
    const made = await buildResource(app, {
      title: `Kept ${word} card`,
      subjects: [8337],
      languages: ['en', 'es'],
      grades: ['3-5', '6-8'],
    });
    const card = async () =>
      searchReplySchema
        .parse((await injectAs(app, apiHeaders(app), { url: `/api/v2/search/?q=${word}` })).json())
        .objects.find((o) => o.resource_code === made.resourceCode);
    // One edit at a time: each must reach the card by itself.
    await app.orm.execute(sql`UPDATE subjects SET name = name || ' (renamed)' WHERE id = 8337`);
    expect((await card())?.subjects).toEqual([{ id: 8337, title: expect.stringMatching(/\(renamed\)$/) }]);
    await app.orm.execute(sql`UPDATE languages SET name = 'Castilian' WHERE code = 'es'`);
    expect((await card())?.languages).toEqual(['English', 'Castilian']);
    await app.orm.execute(sql`UPDATE grade_bands SET sort_order = -sort_order WHERE code IN ('3-5', '6-8')`);
    expect((await card())?.grades).toEqual(['6-8', '3-5']);
    await app.orm.execute(
      sql`UPDATE resources SET title = ${`Kept ${word} card, retitled`} WHERE id = ${made.id}`,
    );
    expect((await card())?.title).toBe(`Kept ${word} card, retitled`);
    const { rows } = (await app.orm.execute(sql`SELECT count(*)::int AS n FROM resources r
      LEFT JOIN search_cards c ON c.resource_id = r.id
      WHERE c.card IS DISTINCT FROM lantern_resource_card(r)`)) as unknown as { rows: { n: number }[] };
    expect(rows[0]?.n).toBe(0);
  });
});
