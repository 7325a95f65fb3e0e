import type { CatalogImport } from '@lantern/shared';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { column, queryRows } from '../../db/sql-rows.ts';
import { insertRows, jsonParameter } from './sql-batch.ts';
import { stableUuid } from './stable-uuid.ts';

/**
 * Writes a validated catalog document: organizations and projects by slug, resources by resource_code,
 * collections by slug. Scalar fields are updated in place (ids stay stable); a record's relations are
 * replaced by the document's. Assets keep their id when their guid stays the same. Call inside a transaction.
 */
export interface CatalogWriteSummary {
  organizations: number;
  projects: number;
  resources: { created: number; updated: number };
  collections: { created: number; updated: number };
}

/** The resources of the document (codes: a JSON array of resource codes). */
const touchedResources = (codes: SQL) => sql`touched AS (
  SELECT r.id FROM resources r JOIN json_array_elements_text(${codes}) AS c (code) ON r.resource_code = c.code
)`;

export async function writeCatalog(
  tx: Orm,
  document: CatalogImport,
  now = new Date(),
): Promise<CatalogWriteSummary> {
  await writeOrganizations(tx, document);
  await writeProjects(tx, document);
  const resources = await writeResources(tx, document, now);
  const collections = await writeCollections(tx, document, now);
  return {
    organizations: document.organizations.length,
    projects: document.projects.length,
    resources,
    collections,
  };
}

async function writeOrganizations(tx: Orm, document: CatalogImport) {
  await insertRows(
    tx,
    (json) => sql`INSERT INTO organizations (slug, name, kind, logo_color, url)
     SELECT slug, name, kind, logo_color, url
     FROM json_to_recordset(${json}) AS x (slug text, name text, kind text, logo_color text, url text)
     ON CONFLICT (slug) DO UPDATE SET name = excluded.name, kind = excluded.kind,
       logo_color = excluded.logo_color, url = excluded.url, updated_at = now()`,
    document.organizations.map((o) => ({ ...o, logo_color: o.logo_color ?? null, url: o.url ?? null })),
  );
}

async function writeProjects(tx: Orm, document: CatalogImport) {
  await insertRows(
    tx,
    (json) => sql`INSERT INTO projects (slug, title, kind, type, organization_id)
     SELECT x.slug, x.title, x.kind, x.type, o.id
     FROM json_to_recordset(${json}) AS x (slug text, title text, kind text, type text, organization text)
     LEFT JOIN organizations o ON o.slug = x.organization
     ON CONFLICT (slug) DO UPDATE SET title = excluded.title, kind = excluded.kind, type = excluded.type,
       organization_id = excluded.organization_id, updated_at = now()`,
    document.projects.map((p) => ({ ...p, type: p.type ?? null, organization: p.organization ?? null })),
  );
}

async function existingPublishDates(tx: Orm, table: 'resources' | 'collections', keys: string[]) {
  const keyColumn = sql.identifier(table === 'resources' ? 'resource_code' : 'slug');
  const rows = await queryRows(
    tx,
    z.object({ key: z.string(), published_at: column.timestamp.nullable() }),
    sql`SELECT t.${keyColumn} AS key, t.published_at FROM ${sql.identifier(table)} t
     JOIN json_array_elements_text(${jsonParameter(keys)}) AS k (key) ON t.${keyColumn} = k.key`,
  );
  return new Map(rows.map((row) => [row.key, row.published_at?.toISOString() ?? null]));
}

/** A published record keeps its first publication date unless the document gives one. */
function publishedAt(
  status: string,
  given: string | undefined,
  existing: string | null | undefined,
  now: Date,
) {
  if (given) return new Date(given).toISOString();
  if (existing) return existing;
  return status === 'published' ? now.toISOString() : null;
}

async function writeResources(tx: Orm, document: CatalogImport, now: Date) {
  const resources = document.resources;
  if (resources.length === 0) return { created: 0, updated: 0 };
  const codes = resources.map((r) => r.resource_code);
  const codesJson = jsonParameter(codes);
  const existing = await existingPublishDates(tx, 'resources', codes);

  await insertRows(
    tx,
    (
      json,
    ) => sql`INSERT INTO resources (resource_code, guid, title, media_type, description, more_about, canonical_url, status,
       published_at, expiration_date, scope, is_available_for_students, is_assignable, duration_seconds,
       project_id, content_project_id, poster_path, search_display_image_path, popularity)
     SELECT x.resource_code, x.guid, x.title, x.media_type, x.description, x.more_about, x.canonical_url, x.status,
       x.published_at, x.expiration_date, x.scope, x.is_available_for_students, x.is_assignable, x.duration_seconds,
       p.id, cp.id, x.poster_path, x.search_display_image_path, x.popularity
     FROM json_to_recordset(${json}) AS x (resource_code text, guid uuid, title text, media_type text,
       description text, more_about text, canonical_url text, status text, published_at timestamptz,
       expiration_date timestamptz, scope text, is_available_for_students boolean, is_assignable boolean,
       duration_seconds integer, project text, content_project text, poster_path text,
       search_display_image_path text, popularity integer)
     LEFT JOIN projects p ON p.slug = x.project
     LEFT JOIN projects cp ON cp.slug = x.content_project
     ON CONFLICT (resource_code) DO UPDATE SET title = excluded.title, media_type = excluded.media_type,
       description = excluded.description, more_about = excluded.more_about,
       canonical_url = excluded.canonical_url, status = excluded.status, published_at = excluded.published_at,
       expiration_date = excluded.expiration_date, scope = excluded.scope,
       is_available_for_students = excluded.is_available_for_students, is_assignable = excluded.is_assignable,
       duration_seconds = excluded.duration_seconds, project_id = excluded.project_id,
       content_project_id = excluded.content_project_id, poster_path = excluded.poster_path,
       search_display_image_path = excluded.search_display_image_path, popularity = excluded.popularity,
       updated_at = now()`,
    resources.map((r) => ({
      resource_code: r.resource_code,
      guid: r.guid ?? stableUuid(`resource:${r.resource_code}`),
      title: r.title,
      media_type: r.media_type,
      description: r.description,
      more_about: r.more_about,
      canonical_url: r.canonical_url ?? `/resource/${r.resource_code}/`,
      status: r.status,
      published_at: publishedAt(r.status, r.published_at, existing.get(r.resource_code), now),
      expiration_date: r.expiration_date ? new Date(r.expiration_date).toISOString() : null,
      scope: r.scope,
      is_available_for_students: r.is_available_for_students,
      is_assignable: r.is_assignable,
      duration_seconds: r.duration_seconds ?? null,
      project: r.project ?? null,
      content_project: r.content_project ?? null,
      poster_path: r.poster ?? null,
      search_display_image_path: r.search_display_image ?? null,
      popularity: r.popularity,
    })),
  );

  // Replace the relations of every resource in the document.
  for (const table of [
    'resource_attributions',
    'resource_grades',
    'resource_subjects',
    'resource_languages',
    'resource_features',
    'resource_opt_outs',
    'related_resources',
    'resource_curriculum_tags',
    'resource_standards',
    'support_materials',
    'lesson_data',
    'lesson_contents',
  ]) {
    await tx.execute(
      sql`WITH ${touchedResources(codesJson)} DELETE FROM ${sql.identifier(table)} WHERE resource_id IN (SELECT id FROM touched)`,
    );
  }

  const byCode = (rows: Record<string, unknown>[]) => rows;
  await insertRows(
    tx,
    (json) => sql`INSERT INTO resource_attributions (resource_id, organization_id, role, sort_order)
     SELECT r.id, o.id, x.role, x.sort_order
     FROM json_to_recordset(${json}) AS x (code text, organization text, role text, sort_order integer)
     JOIN resources r ON r.resource_code = x.code JOIN organizations o ON o.slug = x.organization
     ON CONFLICT DO NOTHING`,
    byCode(
      resources.flatMap((r) =>
        r.attributions.map((a, index) => ({ code: r.resource_code, ...a, sort_order: index })),
      ),
    ),
  );
  await insertRows(
    tx,
    (json) => sql`INSERT INTO resource_grades (resource_id, grade_band)
     SELECT r.id, x.grade FROM json_to_recordset(${json}) AS x (code text, grade text)
     JOIN resources r ON r.resource_code = x.code`,
    resources.flatMap((r) => r.grades.map((grade) => ({ code: r.resource_code, grade }))),
  );
  await insertRows(
    tx,
    (json) => sql`INSERT INTO resource_subjects (resource_id, subject_id)
     SELECT r.id, s.id FROM json_to_recordset(${json}) AS x (code text, subject text)
     JOIN resources r ON r.resource_code = x.code JOIN subjects s ON s.path = x.subject`,
    resources.flatMap((r) => r.subjects.map((subject) => ({ code: r.resource_code, subject }))),
  );
  await insertRows(
    tx,
    (json) => sql`INSERT INTO resource_languages (resource_id, language_code, sort_order)
     SELECT r.id, x.language, x.sort_order FROM json_to_recordset(${json}) AS x (code text, language text, sort_order integer)
     JOIN resources r ON r.resource_code = x.code`,
    resources.flatMap((r) =>
      r.languages.map((language, index) => ({ code: r.resource_code, language, sort_order: index })),
    ),
  );
  await insertRows(
    tx,
    (json) => sql`INSERT INTO resource_features (resource_id, feature_code)
     SELECT r.id, x.feature FROM json_to_recordset(${json}) AS x (code text, feature text)
     JOIN resources r ON r.resource_code = x.code`,
    resources.flatMap((r) =>
      [...r.accessibility, ...r.additional_features].map((feature) => ({ code: r.resource_code, feature })),
    ),
  );
  await insertRows(
    tx,
    (json) => sql`INSERT INTO resource_opt_outs (resource_id, organization_id)
     SELECT r.id, o.id FROM json_to_recordset(${json}) AS x (code text, organization text)
     JOIN resources r ON r.resource_code = x.code JOIN organizations o ON o.slug = x.organization`,
    resources.flatMap((r) =>
      r.opt_out_organizations.map((organization) => ({ code: r.resource_code, organization })),
    ),
  );
  await insertRows(
    tx,
    (json) => sql`INSERT INTO related_resources (resource_id, related_resource_id, sort_order)
     SELECT r.id, rr.id, x.sort_order FROM json_to_recordset(${json}) AS x (code text, related text, sort_order integer)
     JOIN resources r ON r.resource_code = x.code JOIN resources rr ON rr.resource_code = x.related`,
    resources.flatMap((r) =>
      r.related.map((related, index) => ({ code: r.resource_code, related, sort_order: index })),
    ),
  );
  await writeCurriculumTags(tx, document);
  await insertRows(
    tx,
    (json) => sql`INSERT INTO resource_standards (resource_id, standard_item_id)
     SELECT DISTINCT r.id, i.id FROM json_to_recordset(${json}) AS x (code text, framework text, standard text)
     JOIN resources r ON r.resource_code = x.code
     JOIN standard_frameworks f ON f.key = x.framework
     JOIN standard_items i ON i.framework_id = f.id AND upper(i.human_coding_scheme) = upper(x.standard)
     ON CONFLICT DO NOTHING`,
    resources.flatMap((r) =>
      r.standards.map((s) => ({ code: r.resource_code, framework: s.framework, standard: s.code })),
    ),
  );
  await insertRows(
    tx,
    (
      json,
    ) => sql`INSERT INTO support_materials (guid, resource_id, audience, category, title, role, media_type, url, print_url,
       canonical_url, sort_order)
     SELECT x.guid, r.id, x.audience, x.category, x.title, x.role, x.media_type, x.url, x.print_url, x.canonical_url,
       x.sort_order
     FROM json_to_recordset(${json}) AS x (code text, guid uuid, audience text, category text, title text,
       role text, media_type text, url text, print_url text, canonical_url text, sort_order integer)
     JOIN resources r ON r.resource_code = x.code`,
    resources.flatMap((r) =>
      r.support_materials.map((m, index) => ({
        code: r.resource_code,
        ...m,
        guid: m.guid ?? stableUuid(`support:${r.resource_code}:${index}`),
        print_url: m.print_url ?? null,
        canonical_url: m.canonical_url ?? null,
        sort_order: index,
      })),
    ),
  );
  await insertRows(
    tx,
    (json) => sql`INSERT INTO lesson_data (resource_id, overview, procedure)
     SELECT r.id, x.overview, x.procedure FROM json_to_recordset(${json}) AS x (code text, overview text, procedure text)
     JOIN resources r ON r.resource_code = x.code`,
    resources.flatMap((r) =>
      r.lesson ? [{ code: r.resource_code, overview: r.lesson.overview, procedure: r.lesson.procedure }] : [],
    ),
  );
  const lessonContents = resources.flatMap((r) =>
    (r.lesson?.contents ?? []).map((content, index) => ({ code: r.resource_code, index, ...content })),
  );
  await insertRows(
    tx,
    (json) => sql`INSERT INTO lesson_contents (resource_id, sort_order, title, type, url)
     SELECT r.id, x.index, x.title, x.type, x.url FROM json_to_recordset(${json}) AS x (code text, index integer,
       title text, type text, url text)
     JOIN resources r ON r.resource_code = x.code`,
    lessonContents.map((c) => ({
      code: c.code,
      index: c.index,
      title: c.title,
      type: c.type,
      url: c.url ?? null,
    })),
  );
  await insertRows(
    tx,
    (json) => sql`INSERT INTO content_flags (lesson_content_id, flag, description)
     SELECT lc.id, x.flag, x.description FROM json_to_recordset(${json}) AS x (code text, index integer, flag text,
       description text)
     JOIN resources r ON r.resource_code = x.code
     JOIN lesson_contents lc ON lc.resource_id = r.id AND lc.sort_order = x.index`,
    lessonContents.flatMap((c) => c.content_flags.map((flag) => ({ code: c.code, index: c.index, ...flag }))),
  );
  await writeAssets(tx, document, codesJson);

  const created = [...codes].filter((code) => !existing.has(code)).length;
  return { created, updated: codes.length - created };
}

async function writeCurriculumTags(tx: Orm, document: CatalogImport) {
  const paths = new Set<string>();
  for (const resource of document.resources) {
    for (const tag of resource.curriculum_tags) {
      const parts = tag.split('/');
      for (let depth = 1; depth <= parts.length; depth++) paths.add(parts.slice(0, depth).join('/'));
    }
  }
  const byDepth = new Map<number, { path: string; name: string; parent_path: string | null }[]>();
  for (const path of paths) {
    const parts = path.split('/');
    const level = byDepth.get(parts.length) ?? [];
    level.push({
      path,
      name: parts.at(-1) as string,
      parent_path: parts.length > 1 ? parts.slice(0, -1).join('/') : null,
    });
    byDepth.set(parts.length, level);
  }
  // Parents first: a statement cannot see rows that it inserts itself.
  for (const depth of [...byDepth.keys()].sort((a, b) => a - b)) {
    await insertRows(
      tx,
      (json) => sql`INSERT INTO curriculum_tags (parent_id, name, path)
       SELECT p.id, x.name, x.path FROM json_to_recordset(${json}) AS x (path text, name text, parent_path text)
       LEFT JOIN curriculum_tags p ON p.path = x.parent_path
       ON CONFLICT (path) DO NOTHING`,
      byDepth.get(depth) ?? [],
    );
  }
  await insertRows(
    tx,
    (json) => sql`INSERT INTO resource_curriculum_tags (resource_id, curriculum_tag_id)
     SELECT r.id, t.id FROM json_to_recordset(${json}) AS x (code text, path text)
     JOIN resources r ON r.resource_code = x.code JOIN curriculum_tags t ON t.path = x.path`,
    document.resources.flatMap((r) => r.curriculum_tags.map((path) => ({ code: r.resource_code, path }))),
  );
}

async function writeAssets(tx: Orm, document: CatalogImport, codesJson: SQL) {
  const assets = document.resources.flatMap((r) =>
    r.assets.map((asset, index) => ({
      code: r.resource_code,
      index,
      guid: asset.guid ?? stableUuid(`asset:${r.resource_code}:${index}`),
      asset,
    })),
  );
  const guids = assets.map((a) => a.guid);
  // Assets that left a resource go; the rest keep their ids. Their details are rewritten below.
  await tx.execute(
    sql`WITH ${touchedResources(codesJson)}
     DELETE FROM assets WHERE resource_id IN (SELECT id FROM touched)
       AND guid NOT IN (SELECT value::uuid FROM json_array_elements_text(${jsonParameter(guids)}))`,
  );
  await tx.execute(
    sql`WITH ${touchedResources(codesJson)}, touched_assets AS (SELECT id FROM assets WHERE resource_id IN (SELECT id FROM touched))
     , f AS (DELETE FROM asset_files WHERE asset_id IN (SELECT id FROM touched_assets))
     , c AS (DELETE FROM asset_captions WHERE asset_id IN (SELECT id FROM touched_assets))
     , ch AS (DELETE FROM asset_chapters WHERE asset_id IN (SELECT id FROM touched_assets))
     , af AS (DELETE FROM asset_features WHERE asset_id IN (SELECT id FROM touched_assets))
     DELETE FROM content_flags WHERE asset_id IN (SELECT id FROM touched_assets)`,
  );
  await insertRows(
    tx,
    (
      json,
    ) => sql`INSERT INTO assets (guid, resource_id, sort_order, kind, title, description, language_code, poster_path,
       use_rights, open_mode, url, html, duration_seconds, width, height, is_360, transcript_path, alt_text,
       download_url, download_file_type, download_file_size, is_downloadable, is_download_ready)
     SELECT x.guid, r.id, x.sort_order, x.kind, x.title, x.description, x.language, x.poster, x.use_rights,
       x.open_mode, x.url, x.html, x.duration_seconds, x.width, x.height, x.is_360, x.transcript, x.alt_text,
       x.download_url, x.download_file_type, x.download_file_size, x.is_downloadable, x.is_download_ready
     FROM json_to_recordset(${json}) AS x (code text, guid uuid, sort_order integer, kind text, title text,
       description text, language text, poster text, use_rights text, open_mode text, url text, html text,
       duration_seconds integer, width integer, height integer, is_360 boolean, transcript text, alt_text text,
       download_url text, download_file_type text, download_file_size bigint, is_downloadable boolean,
       is_download_ready boolean)
     JOIN resources r ON r.resource_code = x.code
     ON CONFLICT (guid) DO UPDATE SET resource_id = excluded.resource_id, sort_order = excluded.sort_order,
       kind = excluded.kind, title = excluded.title, description = excluded.description,
       language_code = excluded.language_code, poster_path = excluded.poster_path, use_rights = excluded.use_rights,
       open_mode = excluded.open_mode, url = excluded.url, html = excluded.html,
       duration_seconds = excluded.duration_seconds, width = excluded.width, height = excluded.height,
       is_360 = excluded.is_360, transcript_path = excluded.transcript_path, alt_text = excluded.alt_text,
       download_url = excluded.download_url, download_file_type = excluded.download_file_type,
       download_file_size = excluded.download_file_size, is_downloadable = excluded.is_downloadable,
       is_download_ready = excluded.is_download_ready`,
    assets.map(({ code, index, guid, asset }) => ({
      code,
      guid,
      sort_order: index,
      kind: asset.kind,
      title: asset.title,
      description: asset.description,
      language: asset.language,
      poster: asset.poster ?? null,
      use_rights: asset.use_rights,
      open_mode: asset.open_mode,
      url: asset.url ?? null,
      html: asset.html ?? null,
      duration_seconds: asset.duration_seconds ?? null,
      width: asset.width ?? null,
      height: asset.height ?? null,
      is_360: asset.is_360,
      transcript: asset.transcript ?? null,
      alt_text: asset.alt_text ?? null,
      download_url: asset.download?.url ?? null,
      download_file_type: asset.download?.file_type ?? null,
      download_file_size: asset.download?.file_size ?? null,
      is_downloadable: asset.download?.is_downloadable ?? false,
      is_download_ready: asset.download?.is_download_ready ?? false,
    })),
  );
  await insertRows(
    tx,
    (
      json,
    ) => sql`INSERT INTO asset_files (asset_id, role, url, mime_type, is_primary, is_georestricted, width, height,
       bitrate_kbps, sort_order)
     SELECT a.id, x.role, x.url, x.type, x.primary, x.georestricted, x.width, x.height, x.bitrate_kbps, x.sort_order
     FROM json_to_recordset(${json}) AS x (guid uuid, role text, url text, type text, "primary" boolean,
       georestricted boolean, width integer, height integer, bitrate_kbps integer, sort_order integer)
     JOIN assets a ON a.guid = x.guid`,
    assets.flatMap(({ guid, asset }) =>
      asset.files.map((file, index) => ({
        guid,
        ...file,
        width: file.width ?? null,
        height: file.height ?? null,
        bitrate_kbps: file.bitrate_kbps ?? null,
        sort_order: index,
      })),
    ),
  );
  await insertRows(
    tx,
    (json) => sql`INSERT INTO asset_captions (asset_id, language_code, kind, label, url, is_default)
     SELECT a.id, x.language, x.kind, x.label, x.url, x."default"
     FROM json_to_recordset(${json}) AS x (guid uuid, language text, kind text, label text, url text,
       "default" boolean)
     JOIN assets a ON a.guid = x.guid`,
    assets.flatMap(({ guid, asset }) => asset.captions.map((caption) => ({ guid, ...caption }))),
  );
  await insertRows(
    tx,
    (json) => sql`INSERT INTO asset_chapters (asset_id, sort_order, title, start_seconds)
     SELECT a.id, x.sort_order, x.title, x.start_seconds
     FROM json_to_recordset(${json}) AS x (guid uuid, sort_order integer, title text, start_seconds integer)
     JOIN assets a ON a.guid = x.guid`,
    assets.flatMap(({ guid, asset }) =>
      asset.chapters.map((chapter, index) => ({ guid, sort_order: index, ...chapter })),
    ),
  );
  await insertRows(
    tx,
    (json) => sql`INSERT INTO asset_features (asset_id, feature_code)
     SELECT a.id, x.feature FROM json_to_recordset(${json}) AS x (guid uuid, feature text)
     JOIN assets a ON a.guid = x.guid`,
    assets.flatMap(({ guid, asset }) => asset.accessibility.map((feature) => ({ guid, feature }))),
  );
  await insertRows(
    tx,
    (json) => sql`INSERT INTO content_flags (asset_id, flag, description)
     SELECT a.id, x.flag, x.description FROM json_to_recordset(${json}) AS x (guid uuid, flag text, description text)
     JOIN assets a ON a.guid = x.guid`,
    assets.flatMap(({ guid, asset }) => asset.content_flags.map((flag) => ({ guid, ...flag }))),
  );
}

async function writeCollections(tx: Orm, document: CatalogImport, now: Date) {
  const collections = document.collections;
  if (collections.length === 0) return { created: 0, updated: 0 };
  const slugs = collections.map((c) => c.slug);
  const slugsJson = jsonParameter(slugs);
  const existing = await existingPublishDates(tx, 'collections', slugs);
  await insertRows(
    tx,
    (
      json,
    ) => sql`INSERT INTO collections (slug, guid, title, description, type, status, published_at, is_featured,
       is_award_winning, organization_id, project_id, poster_path, canonical_url)
     SELECT x.slug, x.guid, x.title, x.description, x.type, x.status, x.published_at, x.is_featured,
       x.is_award_winning, o.id, p.id, x.poster, x.canonical_url
     FROM json_to_recordset(${json}) AS x (slug text, guid uuid, title text, description text, type text,
       status text, published_at timestamptz, is_featured boolean, is_award_winning boolean, organization text,
       project text, poster text, canonical_url text)
     LEFT JOIN organizations o ON o.slug = x.organization
     LEFT JOIN projects p ON p.slug = x.project
     ON CONFLICT (slug) DO UPDATE SET title = excluded.title, description = excluded.description,
       type = excluded.type, status = excluded.status, published_at = excluded.published_at,
       is_featured = excluded.is_featured, is_award_winning = excluded.is_award_winning,
       organization_id = excluded.organization_id, project_id = excluded.project_id,
       poster_path = excluded.poster_path, canonical_url = excluded.canonical_url, updated_at = now()`,
    collections.map((c) => ({
      slug: c.slug,
      guid: c.guid ?? stableUuid(`collection:${c.slug}`),
      title: c.title,
      description: c.description,
      type: c.type,
      status: c.status,
      published_at: publishedAt(c.status, c.published_at, existing.get(c.slug), now),
      is_featured: c.is_featured,
      is_award_winning: c.is_award_winning,
      organization: c.organization ?? null,
      project: c.project ?? null,
      poster: c.poster ?? null,
      canonical_url: c.canonical_url ?? `/collection/${c.slug}/`,
    })),
  );
  await tx.execute(
    sql`WITH touched AS (
       SELECT c.id FROM collections c JOIN json_array_elements_text(${slugsJson}) AS s (slug) ON c.slug = s.slug
     )
     , r AS (DELETE FROM collection_resources WHERE collection_id IN (SELECT id FROM touched))
     , sc AS (DELETE FROM collection_subcollections WHERE collection_id IN (SELECT id FROM touched))
     , su AS (DELETE FROM collection_subjects WHERE collection_id IN (SELECT id FROM touched))
     , g AS (DELETE FROM collection_grades WHERE collection_id IN (SELECT id FROM touched))
     DELETE FROM collection_search_filters WHERE collection_id IN (SELECT id FROM touched)`,
  );
  await insertRows(
    tx,
    (json) => sql`INSERT INTO collection_resources (collection_id, resource_id, sort_order)
     SELECT c.id, r.id, x.sort_order FROM json_to_recordset(${json}) AS x (slug text, code text, sort_order integer)
     JOIN collections c ON c.slug = x.slug JOIN resources r ON r.resource_code = x.code`,
    collections.flatMap((c) => c.resources.map((code, index) => ({ slug: c.slug, code, sort_order: index }))),
  );
  await insertRows(
    tx,
    (json) => sql`INSERT INTO collection_subcollections (collection_id, subcollection_id, sort_order)
     SELECT c.id, s.id, x.sort_order FROM json_to_recordset(${json}) AS x (slug text, child text, sort_order integer)
     JOIN collections c ON c.slug = x.slug JOIN collections s ON s.slug = x.child`,
    collections.flatMap((c) =>
      c.subcollections.map((child, index) => ({ slug: c.slug, child, sort_order: index })),
    ),
  );
  await insertRows(
    tx,
    (json) => sql`INSERT INTO collection_subjects (collection_id, subject_id)
     SELECT c.id, s.id FROM json_to_recordset(${json}) AS x (slug text, subject text)
     JOIN collections c ON c.slug = x.slug JOIN subjects s ON s.path = x.subject`,
    collections.flatMap((c) => c.subjects.map((subject) => ({ slug: c.slug, subject }))),
  );
  await insertRows(
    tx,
    (json) => sql`INSERT INTO collection_grades (collection_id, grade_band)
     SELECT c.id, x.grade FROM json_to_recordset(${json}) AS x (slug text, grade text)
     JOIN collections c ON c.slug = x.slug`,
    collections.flatMap((c) => c.grades.map((grade) => ({ slug: c.slug, grade }))),
  );
  await insertRows(
    tx,
    (
      json,
    ) => sql`INSERT INTO collection_search_filters (collection_id, kind, subject_id, project_id, value, title, sort_order)
     SELECT c.id, x.kind, s.id, p.id, x.value, coalesce(x.title, s.name, p.title), x.sort_order
     FROM json_to_recordset(${json}) AS x (slug text, kind text, subject text, project text, value text,
       title text, sort_order integer)
     JOIN collections c ON c.slug = x.slug
     LEFT JOIN subjects s ON x.kind = 'ch' AND s.path = x.subject
     LEFT JOIN projects p ON x.kind = 'cp' AND p.slug = x.project`,
    collections.flatMap((c) => {
      const info = c.search_info;
      if (!info) return [];
      return [
        ...info.ch.map((f, index) => ({
          slug: c.slug,
          kind: 'ch',
          subject: f.subject,
          project: null,
          value: f.subject.split('/').at(-1),
          title: f.title ?? null,
          sort_order: index,
        })),
        ...info.cp.map((f, index) => ({
          slug: c.slug,
          kind: 'cp',
          subject: null,
          project: f.project,
          value: f.project,
          title: f.title ?? null,
          sort_order: index,
        })),
        ...info.custom.map((f, index) => ({
          slug: c.slug,
          kind: 'custom',
          subject: null,
          project: null,
          value: f.value,
          title: f.title,
          sort_order: index,
        })),
      ];
    }),
  );
  await insertRows(
    tx,
    (json) => sql`INSERT INTO collection_custom_filter_resources (filter_id, resource_id)
     SELECT f.id, r.id FROM json_to_recordset(${json}) AS x (slug text, value text, code text)
     JOIN collections c ON c.slug = x.slug
     JOIN collection_search_filters f ON f.collection_id = c.id AND f.kind = 'custom' AND f.value = x.value
     JOIN resources r ON r.resource_code = x.code`,
    collections.flatMap((c) =>
      (c.search_info?.custom ?? []).flatMap((f) =>
        f.resources.map((code) => ({ slug: c.slug, value: f.value, code })),
      ),
    ),
  );
  const created = slugs.filter((slug) => !existing.has(slug)).length;
  return { created, updated: slugs.length - created };
}
