import type { FastifyInstance } from 'fastify';
import {
  assetCaptions,
  assetChapters,
  assetFeatures,
  assetFiles,
  assets,
  contentFlags,
  curriculumTags,
  lessonContents,
  lessonData,
  resourceCurriculumTags,
  supportMaterials,
} from '../../db/schema.ts';
import { buildResource } from './resources.ts';
import { inserted, uniqueSuffix } from './unique.ts';

type Columns<T extends { $inferInsert: object }> = Partial<T['$inferInsert']>;

/** An asset of a resource (a downloadable video unless overridden); the resource is made when not given. */
export async function buildAsset(app: FastifyInstance, overrides: Columns<typeof assets> = {}) {
  const resourceId = overrides.resourceId ?? (await buildResource(app)).id;
  const rows = await app.orm
    .insert(assets)
    .values({
      kind: 'video',
      title: `Asset ${uniqueSuffix()}`,
      posterPath: '/media/posters/asset.jpg',
      durationSeconds: 95,
      transcriptPath: '/media/captions/asset.vtt',
      isDownloadable: true,
      downloadUrl: '/media/video/asset.mp4',
      downloadFileType: 'mp4',
      downloadFileSize: 1234567,
      isDownloadReady: true,
      ...overrides,
      resourceId,
    })
    .returning({ id: assets.id, guid: assets.guid });
  return inserted(rows, 'asset');
}

/** A WebVTT file's text: each cue runs from its start to 99:00:00. */
export const webVttText = (cues: [start: string, text: string][]) =>
  `WEBVTT\n\n${cues.map(([at, text], i) => `${i + 1}\n${at} --> 99:00:00.000\n${text}`).join('\n\n')}\n`;

/** An asset (without a transcript file) of the resource with one caption track at url (English unless overridden). */
export async function buildCaptionTrack(
  app: FastifyInstance,
  input: { resourceId: number; url: string } & Columns<typeof assetCaptions>,
) {
  const { resourceId, ...caption } = input;
  const asset = await buildAsset(app, { resourceId, transcriptPath: null });
  await buildAssetCaption(app, { ...caption, assetId: asset.id });
  return asset;
}

/** A caption track of an asset (English captions unless overridden); the asset is made when not given. */
export async function buildAssetCaption(app: FastifyInstance, overrides: Columns<typeof assetCaptions> = {}) {
  const assetId = overrides.assetId ?? (await buildAsset(app)).id;
  const rows = await app.orm
    .insert(assetCaptions)
    .values({ languageCode: 'en', label: 'English', url: '/media/captions/asset.vtt', ...overrides, assetId })
    .returning({ id: assetCaptions.id });
  return { ...inserted(rows, 'caption track'), assetId };
}

/** A video asset's files (mp4 and georestricted HLS), captions (en, es), two chapters and two features. */
export async function buildVideoFiles(app: FastifyInstance, input: { assetId: number }) {
  const { assetId } = input;
  await app.orm.insert(assetFiles).values([
    { assetId, role: 'mp4_high', url: '/media/video/asset.mp4', mimeType: 'video/mp4', isPrimary: true },
    {
      assetId,
      role: 'hls',
      url: 'https://cdn.example.org/asset.m3u8',
      mimeType: 'application/vnd.apple.mpegurl',
      isGeorestricted: true,
    },
  ]);
  await app.orm.insert(assetCaptions).values([
    { assetId, languageCode: 'en', label: 'English', url: '/media/captions/asset.vtt', isDefault: true },
    { assetId, languageCode: 'es', label: 'Español', url: '/media/captions/asset-es.vtt' },
  ]);
  await app.orm.insert(assetChapters).values([
    { assetId, sortOrder: 2, title: 'Second part', startSeconds: 40 },
    { assetId, sortOrder: 1, title: 'Opening', startSeconds: 0 },
  ]);
  await app.orm.insert(assetFeatures).values([
    { assetId, featureCode: 'captions' },
    { assetId, featureCode: 'transcript' },
  ]);
}

/** A content flag (sensitive unless given) on a lesson content, or an asset (made when neither is given). */
export async function buildContentFlag(app: FastifyInstance, overrides: Columns<typeof contentFlags> = {}) {
  const onContent = overrides.lessonContentId != null;
  const assetId = overrides.assetId ?? (onContent ? null : (await buildAsset(app)).id);
  await app.orm.insert(contentFlags).values({ flag: 'sensitive', ...overrides, assetId });
}

/** A teacher or student support material of a resource; the resource is made when not given. */
export async function buildSupportMaterial(
  app: FastifyInstance,
  overrides: Columns<typeof supportMaterials> = {},
) {
  const resourceId = overrides.resourceId ?? (await buildResource(app)).id;
  await app.orm.insert(supportMaterials).values({
    audience: 'for_teacher',
    category: 'Teaching Tips',
    title: `Material ${uniqueSuffix()}`,
    url: '/media/docs/material.pdf',
    printUrl: '/media/docs/material-print.pdf',
    ...overrides,
    resourceId,
  });
  return { resourceId };
}

export interface LessonPlanOverrides extends Columns<typeof lessonData> {
  /** Lesson contents in order; a `flag` puts a content flag on it. */
  contents?: (Columns<typeof lessonContents> & { title: string; type: string; flag?: string })[];
}

/** A lesson plan's text and contents for a resource (a new Lesson Plan resource when not given). */
export async function buildLessonPlan(app: FastifyInstance, overrides: LessonPlanOverrides = {}) {
  const { contents = [], ...columns } = overrides;
  const resourceId = columns.resourceId ?? (await buildResource(app, { mediaType: 'Lesson Plan' })).id;
  await app.orm.insert(lessonData).values({ ...columns, resourceId });
  for (const [sortOrder, { flag, ...content }] of contents.entries()) {
    const rows = await app.orm
      .insert(lessonContents)
      .values({
        sortOrder,
        url: content.type === 'text' ? null : '/media/docs/content.pdf',
        ...content,
        resourceId,
      })
      .returning({ id: lessonContents.id });
    const row = inserted(rows, 'lesson content');
    if (flag) {
      await buildContentFlag(app, {
        lessonContentId: row.id,
        flag: flag as typeof contentFlags.$inferInsert.flag,
        description: 'Shows a disputed view of the events.',
      });
    }
  }
  return { resourceId };
}

/** A two-level curriculum tag (root, leaf) with the resource tagged on the leaf. */
export async function buildCurriculumTags(
  app: FastifyInstance,
  input: { resourceId?: number; names?: [string, string] } = {},
) {
  const resourceId = input.resourceId ?? (await buildResource(app)).id;
  const [rootName, leafName] = input.names ?? ['Subject', 'Topic'];
  const rootPath = `${rootName}-${uniqueSuffix()}`;
  const root = inserted(
    await app.orm
      .insert(curriculumTags)
      .values({ name: rootName, path: rootPath })
      .returning({ id: curriculumTags.id }),
    'curriculum tag',
  );
  const leaf = inserted(
    await app.orm
      .insert(curriculumTags)
      .values({ parentId: root.id, name: leafName, path: `${rootPath}/${leafName}` })
      .returning({ id: curriculumTags.id }),
    'curriculum tag',
  );
  await app.orm.insert(resourceCurriculumTags).values({ resourceId, curriculumTagId: leaf.id });
  return { rootId: root.id, leafId: leaf.id };
}
