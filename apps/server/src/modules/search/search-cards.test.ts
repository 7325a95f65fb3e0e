import { searchReplySchema } from '@lantern/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, buildTestApp, injectAs } from '../../test/test-app.ts';
import { createResource } from './search-test-kit.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

describe('search cards', () => {
  it('cards carry the project, the brand and the number of support materials (spec 3 §3)', async () => {
    const word = 'quimbleforth';
    const plain = await createResource(app, { title: `Plain ${word} card` });
    const credited = await createResource(app, { title: `Credited ${word} card` });
    await app.orm.execute(sql`WITH p AS (
        INSERT INTO projects (slug, title) VALUES (${`card-project-${credited.id}`}, 'Tidal Notebook') RETURNING id
      ), o AS (
        INSERT INTO organizations (slug, name, kind) VALUES (${`card-brand-${credited.id}`}, 'Harbor Media', 'producer')
        RETURNING id
      ), a AS (
        INSERT INTO resource_attributions (resource_id, organization_id, role) SELECT ${credited.id}, id, 'brand' FROM o
      )
      UPDATE resources SET project_id = (SELECT id FROM p) WHERE id = ${credited.id}`);
    await app.orm.execute(sql`INSERT INTO support_materials (resource_id, audience, category, title, url)
      VALUES (${credited.id}, 'for_teacher', 'Teaching Tips', 'Tips', '/media/tips.pdf'),
             (${credited.id}, 'for_student', 'Handout', 'Handout', '/media/handout.pdf')`);
    const reply = searchReplySchema.parse(
      (await injectAs(app, apiHeaders(app), { url: `/api/v2/search/?q=${word}` })).json(),
    );
    const card = (code: string) => reply.objects.find((o) => o.resource_code === code);
    expect(card(credited.resourceCode)).toMatchObject({
      project: 'Tidal Notebook',
      brand: 'Harbor Media',
      support_materials_count: 2,
    });
    expect(card(plain.resourceCode)).toMatchObject({
      project: null,
      brand: null,
      support_materials_count: 0,
    });
  });
});
