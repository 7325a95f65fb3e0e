import { ASSET_KINDS } from '@lantern/shared';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { column, jsonColumn, queryRow, queryRows } from '../../db/sql-rows.ts';

/** SQL of a resource's assets with their media models (files, captions, chapters, features, flags). */

interface AssetJson {
  files: {
    role: 'source' | 'hls' | 'mp4_high' | 'mp4_low' | 'audio' | 'preview' | 'error';
    url: string;
    type: string;
    primary: boolean;
    georestriction: boolean;
    width: number | null;
    height: number | null;
    bitrate_kbps: number | null;
  }[];
  captions: {
    language: string;
    kind: 'captions' | 'subtitles' | 'descriptions';
    label: string;
    url: string;
    is_default: boolean;
  }[];
  chapters: { title: string; start_seconds: number }[];
  accessibility_indicators: { code: string; label: string }[];
  content_flags: { flag: 'sensitive' | 'commentary'; description: string }[];
}

const assetRow = z.object({
  guid: z.string(),
  kind: z.enum(ASSET_KINDS),
  title: z.string(),
  description: z.string(),
  order: z.number().int(),
  language_code: z.string(),
  language_name: z.string(),
  poster: z.string().nullable(),
  use_rights: z.string(),
  open_mode: z.enum(['embedded', 'window']),
  url: z.string().nullable(),
  html: z.string().nullable(),
  duration_seconds: z.number().int().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  is_360: z.boolean(),
  transcript_url: z.string().nullable(),
  alt_text: z.string().nullable(),
  download_url: z.string().nullable(),
  download_file_type: z.string().nullable(),
  download_file_size: column.int8.nullable(),
  is_downloadable: z.boolean(),
  is_download_ready: z.boolean(),
  files: jsonColumn<AssetJson['files']>(),
  captions: jsonColumn<AssetJson['captions']>(),
  chapters: jsonColumn<AssetJson['chapters']>(),
  accessibility_indicators: jsonColumn<AssetJson['accessibility_indicators']>(),
  content_flags: jsonColumn<AssetJson['content_flags']>(),
});
export type AssetRow = z.output<typeof assetRow>;

/** The asset columns with their media models, for the assets `where` picks. */
const assetsQuery = (where: SQL) =>
  sql`SELECT a.guid::text AS guid, a.kind, a.title, a.description, a.sort_order AS "order",
      a.language_code, l.name AS language_name, a.poster_path AS poster, a.use_rights, a.open_mode, a.url, a.html,
      a.duration_seconds, a.width, a.height, a.is_360, a.transcript_path AS transcript_url, a.alt_text,
      a.download_url, a.download_file_type, a.download_file_size, a.is_downloadable, a.is_download_ready,
      (SELECT coalesce(json_agg(json_build_object('role', f.role, 'url', f.url, 'type', f.mime_type,
          'primary', f.is_primary, 'georestriction', f.is_georestricted, 'width', f.width, 'height', f.height,
          'bitrate_kbps', f.bitrate_kbps) ORDER BY f.is_primary DESC, f.sort_order, f.id), '[]'::json)
        FROM asset_files f WHERE f.asset_id = a.id) AS files,
      (SELECT coalesce(json_agg(json_build_object('language', c.language_code, 'kind', c.kind, 'label', c.label,
          'url', c.url, 'is_default', c.is_default) ORDER BY c.is_default DESC, c.id), '[]'::json)
        FROM asset_captions c WHERE c.asset_id = a.id) AS captions,
      (SELECT coalesce(json_agg(json_build_object('title', h.title, 'start_seconds', h.start_seconds)
          ORDER BY h.sort_order), '[]'::json)
        FROM asset_chapters h WHERE h.asset_id = a.id) AS chapters,
      (SELECT coalesce(json_agg(json_build_object('code', cf.code, 'label', cf.label) ORDER BY cf.sort_order), '[]'::json)
        FROM asset_features af JOIN catalog_features cf ON cf.code = af.feature_code
        WHERE af.asset_id = a.id AND cf.kind = 'accessibility') AS accessibility_indicators,
      (SELECT coalesce(json_agg(json_build_object('flag', x.flag, 'description', x.description) ORDER BY x.id), '[]'::json)
        FROM content_flags x WHERE x.asset_id = a.id) AS content_flags
    FROM assets a JOIN languages l ON l.code = a.language_code
    WHERE ${where}
    ORDER BY a.sort_order, a.id`;

export async function loadAssets(orm: Orm, resourceId: number): Promise<AssetRow[]> {
  return queryRows(orm, assetRow, assetsQuery(sql`a.resource_id = ${resourceId}`));
}

/** The assets of these guids (the Media slides of a lesson, which name their asset by guid). */
export async function loadAssetsByGuid(orm: Orm, guids: readonly string[]): Promise<AssetRow[]> {
  if (guids.length === 0) return [];
  const list = sql.join(
    guids.map((guid) => sql`${guid}::uuid`),
    sql`, `,
  );
  return queryRows(orm, assetRow, assetsQuery(sql`a.guid IN (${list})`));
}

/** One file of an asset, found by its address, with the code of the asset's resource. */
export async function assetFileByUrl(
  orm: Orm,
  assetGuid: string,
  url: string,
): Promise<{ resource_code: string; is_georestricted: boolean } | null> {
  const row = await queryRow(
    orm,
    z.object({ resource_code: z.string(), is_georestricted: z.boolean() }),
    sql`SELECT r.resource_code, f.is_georestricted
      FROM assets a JOIN resources r ON r.id = a.resource_id JOIN asset_files f ON f.asset_id = a.id
      WHERE a.guid = ${assetGuid}::uuid AND f.url = ${url}
      ORDER BY f.is_georestricted
      LIMIT 1`,
  );
  return row ?? null;
}
