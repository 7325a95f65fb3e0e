import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { column, queryRow } from '../../db/sql-rows.ts';
import { uniqueSuffix } from '../../test/factories.ts';
import { createResource, type TestResource } from '../search/search-test-kit.ts';

/** Test content for the resource page, inserted per test (never the demo seed). */

const slug = (prefix: string) =>
  `${prefix}-${uniqueSuffix()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}`;

export { createResource, type TestResource };

/** The row an INSERT … RETURNING id made (ids are bigint: a string on node-postgres). */
const insertedId = z.object({ id: column.int8 });

async function one(app: FastifyInstance, query: SQL) {
  const row = await queryRow(app.orm, insertedId, query);
  if (!row) throw new Error('nothing inserted');
  return row;
}

export async function createOrganization(app: FastifyInstance, name: string, kind = 'producer') {
  return one(
    app,
    sql`INSERT INTO organizations (slug, name, kind, logo_color, url)
      VALUES (${slug('org')}, ${name}, ${kind}, '#123456', 'https://example.org/') RETURNING id`,
  );
}

/** A resource with a content project owned by a new organization (the owner, docs/decisions/0006). */
export async function createOwnedResource(app: FastifyInstance, input: TestResource) {
  const resource = await createResource(app, input);
  const owner = await createOrganization(app, 'Owner Studio');
  const project = await one(
    app,
    sql`INSERT INTO projects (slug, title, kind, type, organization_id)
      VALUES (${slug('cp')}, 'Owner Content', 'content_project', 'Partner', ${owner.id}) RETURNING id`,
  );
  await app.orm.execute(
    sql`UPDATE resources SET content_project_id = ${project.id} WHERE id = ${resource.id}`,
  );
  return { ...resource, ownerOrganizationId: owner.id };
}

export async function addMember(app: FastifyInstance, organizationId: number, userId: string) {
  await app.orm.execute(
    sql`INSERT INTO organization_members (organization_id, user_id) VALUES (${organizationId}, ${userId})`,
  );
}

export async function addRedirect(app: FastifyInstance, oldCode: string, resourceId: number) {
  await app.orm.execute(
    sql`INSERT INTO resource_code_redirects (old_code, resource_id) VALUES (${oldCode}, ${resourceId})`,
  );
}

export async function addAsset(
  app: FastifyInstance,
  resourceId: number,
  input: { kind: string; title: string; order?: number; url?: string | null; html?: string | null },
) {
  const asset = await queryRow(
    app.orm,
    z.object({ id: column.int8, guid: z.string() }),
    sql`INSERT INTO assets (resource_id, kind, title, sort_order, url, html, poster_path, duration_seconds,
        transcript_path, is_downloadable, download_url, download_file_type, download_file_size, is_download_ready)
      VALUES (${resourceId}, ${input.kind}, ${input.title}, ${input.order ?? 0}, ${input.url ?? null}, ${input.html ?? null},
        '/media/posters/asset.jpg', 95, '/media/captions/asset.vtt', true, '/media/video/asset.mp4', 'mp4', 1234567, true)
      RETURNING id, guid::text AS guid`,
  );
  if (!asset) throw new Error('asset not inserted');
  return asset;
}

export async function addVideoFiles(app: FastifyInstance, assetId: number) {
  await app.orm.execute(sql`INSERT INTO asset_files (asset_id, role, url, mime_type, is_primary, is_georestricted)
    VALUES (${assetId}, 'mp4_high', '/media/video/asset.mp4', 'video/mp4', true, false),
           (${assetId}, 'hls', 'https://cdn.example.org/asset.m3u8', 'application/vnd.apple.mpegurl', false, true)`);
  await app.orm.execute(sql`INSERT INTO asset_captions (asset_id, language_code, label, url, is_default)
    VALUES (${assetId}, 'en', 'English', '/media/captions/asset.vtt', true),
           (${assetId}, 'es', 'Español', '/media/captions/asset-es.vtt', false)`);
  await app.orm.execute(sql`INSERT INTO asset_chapters (asset_id, sort_order, title, start_seconds)
    VALUES (${assetId}, 2, 'Second part', 40), (${assetId}, 1, 'Opening', 0)`);
  await app.orm.execute(
    sql`INSERT INTO asset_features (asset_id, feature_code) VALUES (${assetId}, 'captions'), (${assetId}, 'transcript')`,
  );
}

export async function flagAsset(app: FastifyInstance, assetId: number, flag: string, description: string) {
  await app.orm.execute(
    sql`INSERT INTO content_flags (asset_id, flag, description) VALUES (${assetId}, ${flag}, ${description})`,
  );
}

export async function addSupportMaterial(
  app: FastifyInstance,
  resourceId: number,
  input: { audience: 'for_teacher' | 'for_student'; category: string; title: string; order?: number },
) {
  await app.orm.execute(sql`INSERT INTO support_materials (resource_id, audience, category, title, url, print_url, sort_order)
    VALUES (${resourceId}, ${input.audience}, ${input.category}, ${input.title}, '/media/docs/material.pdf',
      '/media/docs/material-print.pdf', ${input.order ?? 0})`);
}

export async function addLessonPlan(
  app: FastifyInstance,
  resourceId: number,
  input: { overview: string; procedure: string; contents: { title: string; type: string; flag?: string }[] },
) {
  await app.orm.execute(sql`INSERT INTO lesson_data (resource_id, overview, procedure)
    VALUES (${resourceId}, ${input.overview}, ${input.procedure})`);
  for (const [order, content] of input.contents.entries()) {
    const row = await one(
      app,
      sql`INSERT INTO lesson_contents (resource_id, sort_order, title, type, url)
        VALUES (${resourceId}, ${order}, ${content.title}, ${content.type},
          ${content.type === 'text' ? null : '/media/docs/content.pdf'}) RETURNING id`,
    );
    if (content.flag) {
      await app.orm.execute(sql`INSERT INTO content_flags (lesson_content_id, flag, description)
        VALUES (${row.id}, ${content.flag}, 'Shows a disputed view of the events.')`);
    }
  }
}

export async function relate(app: FastifyInstance, resourceId: number, relatedIds: number[]) {
  for (const [order, relatedId] of relatedIds.entries()) {
    await app.orm.execute(sql`INSERT INTO related_resources (resource_id, related_resource_id, sort_order)
      VALUES (${resourceId}, ${relatedId}, ${order})`);
  }
}

export async function createCollectionOf(
  app: FastifyInstance,
  resourceIds: number[],
  input: { title: string; status?: 'published' | 'unpublished'; featured?: boolean },
) {
  const collectionSlug = slug('collection');
  const published = (input.status ?? 'published') === 'published';
  const row = await one(
    app,
    sql`INSERT INTO collections (slug, title, status, published_at, is_featured, canonical_url)
      VALUES (${collectionSlug}, ${input.title}, ${input.status ?? 'published'}, ${published ? new Date() : null},
        ${input.featured ?? false}, ${`/collection/${collectionSlug}/`}) RETURNING id`,
  );
  for (const [order, resourceId] of resourceIds.entries()) {
    await app.orm.execute(sql`INSERT INTO collection_resources (collection_id, resource_id, sort_order)
      VALUES (${row.id}, ${resourceId}, ${order})`);
  }
  return { id: row.id, slug: collectionSlug };
}

export async function tagCurriculum(app: FastifyInstance, resourceId: number, names: [string, string]) {
  const root = await one(
    app,
    sql`INSERT INTO curriculum_tags (name, path) VALUES (${names[0]}, ${`${names[0]}-${uniqueSuffix()}`})
      RETURNING id`,
  );
  const rootRow = await queryRow(
    app.orm,
    z.object({ path: z.string() }),
    sql`SELECT path FROM curriculum_tags WHERE id = ${root.id}`,
  );
  const leaf = await one(
    app,
    sql`INSERT INTO curriculum_tags (parent_id, name, path) VALUES (${root.id}, ${names[1]}, ${`${rootRow?.path}/${names[1]}`})
      RETURNING id`,
  );
  await app.orm.execute(
    sql`INSERT INTO resource_curriculum_tags (resource_id, curriculum_tag_id) VALUES (${resourceId}, ${leaf.id})`,
  );
  return { rootId: root.id, leafId: leaf.id };
}

/** A framework of the given scope and authority with one item aligned to the resource. */
export async function alignStandard(
  app: FastifyInstance,
  resourceId: number,
  input: { scope: 'national' | 'state'; authority: string; code: string; statement: string },
) {
  const frameworkId = randomUUID();
  const itemId = randomUUID();
  await app.orm.execute(sql`INSERT INTO standard_frameworks (id, key, title, scope, state_code, authority_name)
    VALUES (${frameworkId}, ${slug('fw')}, ${`${input.authority} framework`}, ${input.scope},
      ${input.scope === 'state' ? 'ZZ' : null}, ${input.authority})`);
  await app.orm.execute(sql`INSERT INTO standard_items (id, framework_id, human_coding_scheme, full_statement, item_type, education_levels)
    VALUES (${itemId}, ${frameworkId}, ${input.code}, ${input.statement}, 'Standard', ARRAY['06','07']::text[])`);
  await app.orm.execute(
    sql`INSERT INTO resource_standards (resource_id, standard_item_id) VALUES (${resourceId}, ${itemId})`,
  );
  return itemId;
}

/** A station with the given state-standards authorities (primary first). */
export async function createStation(app: FastifyInstance, authorities: string[]) {
  const org = await createOrganization(app, 'Test Public Media', 'station');
  const callSign = `T${uniqueSuffix()
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(-6)
    .toUpperCase()}`;
  await app.orm.execute(sql`INSERT INTO stations (organization_id, guid, call_sign, organization_name, common_name,
      city, state, latitude, longitude, website, logo_color)
    VALUES (${org.id}, ${randomUUID()}, ${callSign}, 'Test Public Media', 'Test PM', 'Springfield', 'ZZ', 40, -90,
      'https://example.org', '#123456')`);
  for (const [position, name] of authorities.entries()) {
    await app.orm.execute(sql`INSERT INTO station_authorities (organization_id, position, name)
      VALUES (${org.id}, ${position}, ${name})`);
  }
  return org.id;
}

export async function chooseStation(app: FastifyInstance, userId: string, organizationId: number) {
  await app.orm.execute(
    sql`INSERT INTO user_stations (user_id, organization_id) VALUES (${userId}, ${organizationId})`,
  );
}
