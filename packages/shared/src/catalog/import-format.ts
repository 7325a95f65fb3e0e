import { z } from 'zod';
import { GRADE_BANDS } from '../constants.ts';
import {
  ACCESSIBILITY_CODES,
  ADDITIONAL_FEATURE_CODES,
  ASSET_FILE_ROLES,
  ASSET_KINDS,
  ATTRIBUTION_ROLES,
  CAPTION_KINDS,
  COLLECTION_TYPES,
  CONTENT_FLAGS,
  LANGUAGE_CODES,
  LESSON_CONTENT_TYPES,
  OPEN_MODES,
  ORGANIZATION_KINDS,
  PROJECT_KINDS,
  PUBLISH_STATUSES,
  RESOURCE_MEDIA_TYPES,
  RESOURCE_SCOPES,
  SUPPORT_AUDIENCES,
  SUPPORT_MATERIAL_MEDIA_TYPES,
} from './catalog-enums.ts';

/**
 * The catalog import format (`npm run catalog:import -- <file.json>`), documented in
 * apps/server/src/seed/IMPORT_FORMAT.md. The demo library is generated in this same format.
 * Keys are snake_case like the API. References between records use natural keys: resource_code,
 * collection slug, organization slug, project slug, subject path, standard framework key + code.
 */

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const RESOURCE_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

const slug = z.string().max(100).regex(SLUG_PATTERN, 'must be lowercase words joined by hyphens');
const resourceCode = z
  .string()
  .regex(RESOURCE_CODE_PATTERN, 'must be 1-100 letters, digits, dots, underscores or hyphens');
/** A URL: absolute http(s) or a site path such as /media/video/x.mp4. */
const link = z
  .string()
  .max(2000)
  .regex(/^(https?:\/\/|\/)\S*$/, 'must be an http(s) URL or a path starting with /');
const sitePath = z
  .string()
  .max(500)
  .regex(/^\/\S*$/, 'must be a path starting with /');
const color = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'must be a colour like #1A2B3C');
const title = z.string().trim().min(1).max(300);
const isoDateTime = z.iso.datetime({ offset: true }).or(z.iso.date());
const subjectPath = z
  .string()
  .regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'must be a subject path such as science/life-science');

function uniqueList<T extends z.ZodType>(item: T, what: string) {
  return z
    .array(item)
    .refine((values) => new Set(values as unknown[]).size === values.length, `${what} must not repeat`);
}

export const importOrganizationSchema = z.strictObject({
  slug,
  name: z.string().trim().min(1).max(200),
  kind: z.enum(ORGANIZATION_KINDS).default('producer'),
  logo_color: color.optional(),
  url: z.url({ protocol: /^https?$/ }).optional(),
});

export const importProjectSchema = z.strictObject({
  slug,
  title: z.string().trim().min(1).max(200),
  kind: z.enum(PROJECT_KINDS).default('project'),
  type: z.string().max(100).optional(),
  organization: slug.optional(),
});

const contentFlagSchema = z.strictObject({
  flag: z.enum(CONTENT_FLAGS),
  description: z.string().max(2000).default(''),
});

const downloadSchema = z.strictObject({
  url: link,
  file_type: z.string().min(1).max(20),
  file_size: z.number().int().nonnegative().optional(),
  is_downloadable: z.boolean().default(true),
  is_download_ready: z.boolean().default(true),
});

export const importAssetSchema = z
  .strictObject({
    /** Stable id of the asset; derived from resource_code and position when absent. */
    guid: z.uuid().optional(),
    kind: z.enum(ASSET_KINDS),
    title,
    description: z.string().max(10000).default(''),
    language: z.enum(LANGUAGE_CODES).default('en'),
    poster: sitePath.optional(),
    use_rights: z.string().max(2000).default(''),
    open_mode: z.enum(OPEN_MODES).default('embedded'),
    url: link.optional(),
    html: z.string().max(100000).optional(),
    duration_seconds: z.number().int().min(0).max(86400).optional(),
    width: z.number().int().positive().optional(),
    height: z.number().int().positive().optional(),
    is_360: z.boolean().default(false),
    transcript: link.optional(),
    alt_text: z.string().max(2000).optional(),
    download: downloadSchema.optional(),
    files: z
      .array(
        z.strictObject({
          role: z.enum(ASSET_FILE_ROLES),
          url: link,
          type: z.string().regex(/^[a-z]+\/[a-zA-Z0-9.+-]+$/, 'must be a MIME type such as video/mp4'),
          primary: z.boolean().default(false),
          georestricted: z.boolean().default(false),
          width: z.number().int().positive().optional(),
          height: z.number().int().positive().optional(),
          bitrate_kbps: z.number().int().positive().optional(),
        }),
      )
      .default([]),
    captions: z
      .array(
        z.strictObject({
          language: z.enum(LANGUAGE_CODES),
          kind: z.enum(CAPTION_KINDS).default('captions'),
          label: z.string().min(1).max(100),
          url: link,
          default: z.boolean().default(false),
        }),
      )
      .default([]),
    chapters: z
      .array(z.strictObject({ title: z.string().min(1).max(200), start_seconds: z.number().int().min(0) }))
      .default([]),
    accessibility: uniqueList(z.enum(ACCESSIBILITY_CODES), 'accessibility indicators').default([]),
    content_flags: z.array(contentFlagSchema).default([]),
  })
  .superRefine((asset, context) => {
    const needsUrl = ['pointer', 'lti', 'interactive', 'generic_interactive'];
    if (needsUrl.includes(asset.kind) && !asset.url) {
      context.addIssue({ code: 'custom', path: ['url'], message: `is required for a ${asset.kind} asset` });
    }
    if (asset.kind === 'htmlfragment' && !asset.html) {
      context.addIssue({ code: 'custom', path: ['html'], message: 'is required for an htmlfragment asset' });
    }
    if (asset.is_360 && asset.kind !== 'video') {
      context.addIssue({ code: 'custom', path: ['is_360'], message: 'only a video can be 360°' });
    }
    if (asset.files.filter((file) => file.primary).length > 1) {
      context.addIssue({ code: 'custom', path: ['files'], message: 'at most one file can be primary' });
    }
    if (
      asset.chapters.some(
        (chapter, index) =>
          index > 0 && chapter.start_seconds <= (asset.chapters[index - 1]?.start_seconds ?? 0),
      )
    ) {
      context.addIssue({
        code: 'custom',
        path: ['chapters'],
        message: 'chapters must start in increasing order',
      });
    }
  });

export const importSupportMaterialSchema = z.strictObject({
  guid: z.uuid().optional(),
  audience: z.enum(SUPPORT_AUDIENCES),
  category: z.string().trim().min(1).max(100),
  title,
  role: z.string().max(50).default('support'),
  media_type: z.enum(SUPPORT_MATERIAL_MEDIA_TYPES).default('Document'),
  url: link,
  print_url: link.optional(),
  canonical_url: link.optional(),
});

export const importLessonSchema = z.strictObject({
  overview: z.string().max(50000).default(''),
  procedure: z.string().max(100000).default(''),
  contents: z
    .array(
      z.strictObject({
        title,
        type: z.enum(LESSON_CONTENT_TYPES),
        url: link.optional(),
        content_flags: z.array(contentFlagSchema).default([]),
      }),
    )
    .default([]),
});

export const standardReferenceSchema = z.strictObject({
  /** Framework key, e.g. ccss-math, ccss-ela, ngss. */
  framework: slug,
  /** humanCodingScheme, e.g. 5.NF.B.3, RL.3.1, MS-PS1-2. */
  code: z.string().min(1).max(100),
});
export type StandardReference = z.infer<typeof standardReferenceSchema>;

export const importResourceSchema = z
  .strictObject({
    resource_code: resourceCode,
    guid: z.uuid().optional(),
    title,
    media_type: z.enum(RESOURCE_MEDIA_TYPES),
    description: z.string().max(10000).default(''),
    more_about: z.string().max(20000).default(''),
    canonical_url: link.optional(),
    status: z.enum(PUBLISH_STATUSES).default('published'),
    published_at: isoDateTime.optional(),
    expiration_date: isoDateTime.optional(),
    scope: z.enum(RESOURCE_SCOPES).default('resource'),
    is_available_for_students: z.boolean().default(true),
    is_assignable: z.boolean().default(true),
    duration_seconds: z.number().int().min(0).max(86400).optional(),
    poster: sitePath.optional(),
    search_display_image: sitePath.optional(),
    popularity: z.number().int().min(0).default(0),
    project: slug.optional(),
    content_project: slug.optional(),
    languages: uniqueList(z.enum(LANGUAGE_CODES), 'languages').min(1).default(['en']),
    grades: uniqueList(z.enum(GRADE_BANDS), 'grades').min(1),
    subjects: uniqueList(subjectPath, 'subjects').min(1),
    attributions: z
      .array(z.strictObject({ organization: slug, role: z.enum(ATTRIBUTION_ROLES) }))
      .default([])
      .refine((list) => list.filter((item) => item.role === 'brand').length <= 1, 'at most one brand'),
    accessibility: uniqueList(z.enum(ACCESSIBILITY_CODES), 'accessibility indicators').default([]),
    additional_features: uniqueList(z.enum(ADDITIONAL_FEATURE_CODES), 'additional features').default([]),
    opt_out_organizations: uniqueList(slug, 'opt-out organizations').default([]),
    curriculum_tags: uniqueList(
      z.string().regex(/^[^/]{1,200}(\/[^/]{1,200})*$/, 'must be a tag path such as "Branch/Topic"'),
      'curriculum tags',
    ).default([]),
    standards: z.array(standardReferenceSchema).default([]),
    related: uniqueList(resourceCode, 'related resources').default([]),
    support_materials: z.array(importSupportMaterialSchema).default([]),
    lesson: importLessonSchema.optional(),
    assets: z.array(importAssetSchema).default([]),
  })
  .superRefine((resource, context) => {
    if (resource.related.includes(resource.resource_code)) {
      context.addIssue({
        code: 'custom',
        path: ['related'],
        message: 'a resource cannot be related to itself',
      });
    }
  });

const collectionFilterSchema = z.strictObject({
  value: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/, 'must be a short code of letters and digits'),
  title: z.string().trim().min(1).max(200),
});

export const importCollectionSchema = z.strictObject({
  slug: z.string().max(150).regex(SLUG_PATTERN, 'must be lowercase words joined by hyphens'),
  guid: z.uuid().optional(),
  title,
  description: z.string().max(10000).default(''),
  type: z.enum(COLLECTION_TYPES).default('collection'),
  status: z.enum(PUBLISH_STATUSES).default('published'),
  published_at: isoDateTime.optional(),
  is_featured: z.boolean().default(false),
  is_award_winning: z.boolean().default(false),
  organization: slug.optional(),
  project: slug.optional(),
  poster: sitePath.optional(),
  canonical_url: link.optional(),
  subjects: uniqueList(subjectPath, 'subjects').default([]),
  grades: uniqueList(z.enum(GRADE_BANDS), 'grades').default([]),
  resources: uniqueList(resourceCode, 'resources').default([]),
  subcollections: uniqueList(z.string().regex(SLUG_PATTERN), 'subcollections').default([]),
  search_info: z
    .strictObject({
      /** ch filter: subjects (by path) offered as the collection's hierarchy filter. */
      ch: z
        .array(z.strictObject({ subject: subjectPath, title: z.string().trim().min(1).max(200).optional() }))
        .default([]),
      /** cp filter: content projects (by slug). */
      cp: z
        .array(z.strictObject({ project: slug, title: z.string().trim().min(1).max(200).optional() }))
        .default([]),
      /** Custom filters: a label over a list of the collection's resources. */
      custom: z
        .array(collectionFilterSchema.extend({ resources: uniqueList(resourceCode, 'resources').min(1) }))
        .default([]),
    })
    .optional(),
});

export const CATALOG_IMPORT_FORMAT = 'lantern-catalog' as const;

export const catalogImportSchema = z.strictObject({
  format: z.literal(CATALOG_IMPORT_FORMAT),
  version: z.literal(1),
  organizations: z.array(importOrganizationSchema).default([]),
  projects: z.array(importProjectSchema).default([]),
  resources: z.array(importResourceSchema).default([]),
  collections: z.array(importCollectionSchema).default([]),
});

export type CatalogImportInput = z.input<typeof catalogImportSchema>;
export type CatalogImport = z.output<typeof catalogImportSchema>;
export type ImportResource = CatalogImport['resources'][number];
export type ImportCollection = CatalogImport['collections'][number];
export type ImportAsset = ImportResource['assets'][number];

/** One problem in an import file: where (JSON path, e.g. resources[3].grades[0]) and what. */
export interface ImportProblem {
  path: string;
  message: string;
  /** The resource_code or slug of the record at fault, when the file gives one. */
  record?: string;
}

/** Adds the record's natural key (resource_code, slug) to problems, read from the raw file. */
export function labelImportProblems(value: unknown, problems: ImportProblem[]): ImportProblem[] {
  return problems.map((problem) => {
    const match = /^(organizations|projects|resources|collections)\[(\d+)\]/.exec(problem.path);
    if (!match || typeof value !== 'object' || value === null) return problem;
    const list = (value as Record<string, unknown>)[match[1] as string];
    const record = Array.isArray(list)
      ? (list[Number(match[2])] as Record<string, unknown> | undefined)
      : undefined;
    const key = record?.resource_code ?? record?.slug;
    return typeof key === 'string' ? { ...problem, record: key } : problem;
  });
}

export function formatImportPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const segment of path) {
    if (typeof segment === 'number') text += `[${segment}]`;
    else text += text ? `.${String(segment)}` : String(segment);
  }
  return text || '(file)';
}

/** Validates a parsed import file; returns every problem (not only the first). */
export function parseCatalogImport(
  value: unknown,
): { ok: true; data: CatalogImport } | { ok: false; problems: ImportProblem[] } {
  const result = catalogImportSchema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => ({
      path: formatImportPath(issue.path),
      message: issue.message,
    })),
  };
}
