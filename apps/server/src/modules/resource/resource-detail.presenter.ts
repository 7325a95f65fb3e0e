import type {
  Asset,
  ContentFlag,
  LessonContentType,
  ResourceDetail,
  SupportMaterialGroup,
} from '@lantern/shared';
import type { CardRow } from '../cards/index.ts';
import { presentCard } from '../cards/index.ts';
import type { AssetRow } from './resource-assets.repo.ts';
import type { ResourcePartsRow, ResourceRow } from './resource-detail.repo.ts';
import { sanitizeCatalogHtml } from './resource-html.ts';
import type { CollectionRefRow } from './resource-links.repo.ts';

/** The resource detail reply: every field listed, so no internal column can leak. */

export interface DetailLinks {
  related: CardRow[];
  collections: CollectionRefRow[];
  firstCollectionCards: CardRow[];
}

export interface DetailOptions {
  studentView: boolean;
  isPreview: boolean;
  isAdmin: boolean;
}

export const adminLinkOf = (resourceId: number) => `/admin/catalog/resource/${resourceId}/change/`;

function withFlag(url: string, flag: 'student' | 'focus'): string {
  return `${url}${url.includes('?') ? '&' : '?'}${flag}=true`;
}

const LESSON_CONTENT_TYPES: Record<ResourcePartsRow['lesson_contents'][number]['type'], LessonContentType> = {
  video: 'Video',
  audio: 'Audio',
  image: 'Image',
  document: 'Document',
  interactive: 'Interactive',
  webpage: 'Webpage',
  text: 'HTMLFragment',
};

function groupByCategory(items: ResourcePartsRow['support_materials']): SupportMaterialGroup[] {
  const groups = new Map<string, SupportMaterialGroup>();
  for (const item of items) {
    let group = groups.get(item.category);
    if (!group) {
      group = { category: item.category, items: [] };
      groups.set(item.category, group);
    }
    group.items.push({
      guid: item.guid,
      title: item.title,
      role: item.role,
      media_type: item.media_type,
      order: item.order,
      print_url: item.print_url,
      canonical_url: item.canonical_url,
      medias: [{ url: item.url }],
    });
  }
  return [...groups.values()];
}

/** Kinds that play files: without one (other than the error video) there is nothing to show. */
const FILE_KINDS = new Set(['video', 'audio', 'image', 'document']);

export function presentAsset(row: AssetRow): Asset {
  const playable = row.files.some((file) => file.role !== 'error') || row.url !== null;
  return {
    guid: row.guid,
    title: row.title,
    media_type: row.kind,
    description: row.description,
    use_rights: row.use_rights,
    order: row.order,
    accessibility_indicators: row.accessibility_indicators,
    content_flags: row.content_flags,
    error:
      FILE_KINDS.has(row.kind) && !playable
        ? { code: 'media_missing', message: 'This media is not available right now.' }
        : null,
    open_mode: row.open_mode,
    medias: {
      language: { code: row.language_code, name: row.language_name },
      poster: row.poster,
      download: {
        url: row.download_url,
        file_type: row.download_file_type,
        file_size: row.download_file_size,
        is_downloadable: row.is_downloadable,
        is_download_ready: row.is_download_ready,
      },
      files: row.files,
      captions: row.captions,
      transcript_url: row.transcript_url,
      chapters: row.chapters,
      is_360: row.is_360,
      duration: row.duration_seconds,
      width: row.width,
      height: row.height,
      alt_text: row.alt_text,
      url: row.url,
      html: row.html === null ? null : sanitizeCatalogHtml(row.html),
    },
  };
}

function contentWarnings(parts: ResourcePartsRow, assets: AssetRow[]): ContentFlag[] {
  const flags = [
    ...assets.flatMap((a) => a.content_flags),
    ...parts.lesson_contents.flatMap((c) => c.content_flags),
  ];
  const described = new Set(flags.filter((f) => f.description.trim() !== '').map((f) => f.flag));
  return (['sensitive', 'commentary'] as const).filter((flag) => described.has(flag));
}

const collectionRef = (row: CollectionRefRow) => ({
  slug: row.slug,
  title: row.title,
  type: row.type,
  poster: row.poster,
  url: row.canonical_url,
});

export function presentResourceDetail(
  resource: ResourceRow,
  parts: ResourcePartsRow,
  assets: AssetRow[],
  links: DetailLinks,
  options: DetailOptions,
): ResourceDetail {
  const first = links.collections[0];
  return {
    id: resource.id,
    guid: resource.guid,
    resource_code: resource.resource_code,
    title: resource.title,
    media_type: resource.media_type as ResourceDetail['media_type'],
    description: resource.description,
    expiration_date: resource.expiration_date,
    canonical_url: resource.canonical_url,
    status: resource.status,
    is_preview: options.isPreview,
    scope: resource.scope,
    duration: resource.duration_seconds,
    poster: resource.poster,
    attributions: parts.attributions,
    support_materials: {
      for_teacher: options.studentView
        ? []
        : groupByCategory(parts.support_materials.filter((m) => m.audience === 'for_teacher')),
      for_student: groupByCategory(parts.support_materials.filter((m) => m.audience === 'for_student')),
    },
    more_about_this_resource: sanitizeCatalogHtml(resource.more_about),
    has_standards: parts.has_standards,
    accessibility_indicators: parts.features
      .filter((f) => f.kind === 'accessibility')
      .map(({ code, label }) => ({ code, label })),
    additional_features: parts.features
      .filter((f) => f.kind === 'additional_feature')
      .map(({ code, label }) => ({ code, label })),
    languages: parts.languages,
    grades: parts.grades,
    root_subjects: parts.root_subjects,
    subjects: parts.subjects,
    project: parts.project && { ...parts.project, search_facet: `cp:${parts.project.slug}` },
    content_project: parts.content_project && {
      title: parts.content_project.title,
      type: parts.content_project.type,
      organization:
        parts.content_project.organization_id === null
          ? null
          : {
              id: parts.content_project.organization_id,
              name: parts.content_project.organization_name ?? '',
            },
    },
    related_resources: links.related.map(presentCard),
    collection: {
      firstCollection: first
        ? { ...collectionRef(first), resources: links.firstCollectionCards.map(presentCard) }
        : null,
      collections: links.collections.map(collectionRef),
    },
    assets: assets.map(presentAsset),
    curriculum_tags: parts.curriculum_tags.map((tag) => {
      const root = tag.ancestors[0] ?? { id: tag.id, name: tag.name };
      return {
        id: tag.id,
        name: tag.name,
        path: tag.path,
        ancestor_ids: tag.ancestors.map((a) => a.id),
        branch: { id: root.id, name: root.name },
      };
    }),
    lesson_data: parts.lesson_data && {
      overview: sanitizeCatalogHtml(parts.lesson_data.overview),
      procedure: sanitizeCatalogHtml(parts.lesson_data.procedure),
    },
    lesson_contents: parts.lesson_contents.map((content) => ({
      id: content.id,
      title: content.title,
      type: LESSON_CONTENT_TYPES[content.type],
      url: content.url,
      order: content.order,
      content_flags: content.content_flags,
    })),
    content_warnings: contentWarnings(parts, assets),
    is_assignable: resource.is_assignable,
    is_available_for_students: resource.is_available_for_students,
    favorite_id: parts.favorite_id,
    credits_link: `/credits/${resource.resource_code}`,
    student_view_url: withFlag(resource.canonical_url, 'student'),
    focus_view_url: withFlag(resource.canonical_url, 'focus'),
    admin_link: options.isAdmin ? adminLinkOf(resource.id) : null,
  };
}
