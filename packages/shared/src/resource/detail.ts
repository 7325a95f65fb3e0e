import { z } from 'zod';
import {
  ATTRIBUTION_ROLES,
  COLLECTION_TYPES,
  CONTENT_FLAGS,
  PUBLISH_STATUSES,
  RESOURCE_MEDIA_TYPES,
  RESOURCE_SCOPES,
  SUPPORT_MATERIAL_MEDIA_TYPES,
} from '../catalog/catalog-enums.ts';
import { searchCardSchema } from '../search/index.ts';
import { assetSchema, codeLabelSchema, contentFlagSchema } from './assets.ts';

/**
 * GET /api/v2/resource/{code}/ and /api/v2/resource_preview/{code}/?is_preview=true: the resource detail
 * of spec 3 §3. Every field is always present (lists may be empty, objects may be null).
 */

/** The first collection shows at most its first 5 resources on a resource page (spec 3 §9). */
export const FIRST_COLLECTION_RESOURCES = 5;

/** An organization credited on the resource. The brand is the one with role 'brand'; funders are joined by ', '. */
export const attributionSchema = z.object({
  role: z.enum(ATTRIBUTION_ROLES),
  entity_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo_color: z.string().nullable(),
  url: z.string().nullable(),
  order: z.number().int(),
});
export type Attribution = z.infer<typeof attributionSchema>;

/** Spec 3 §3 "Support material item"; `medias` are the files to open (one today: the material's url). */
export const supportMaterialItemSchema = z.object({
  guid: z.string(),
  title: z.string(),
  role: z.string(),
  media_type: z.enum(SUPPORT_MATERIAL_MEDIA_TYPES),
  order: z.number().int(),
  print_url: z.string().nullable(),
  canonical_url: z.string().nullable(),
  medias: z.array(z.object({ url: z.string() })),
});
export type SupportMaterialItem = z.infer<typeof supportMaterialItemSchema>;

export const supportMaterialGroupSchema = z.object({
  category: z.string(),
  items: z.array(supportMaterialItemSchema),
});
export type SupportMaterialGroup = z.infer<typeof supportMaterialGroupSchema>;

/** Groups in order of their first item; `for_teacher` is empty in the student view (student=true). */
export const supportMaterialsSchema = z.object({
  for_teacher: z.array(supportMaterialGroupSchema),
  for_student: z.array(supportMaterialGroupSchema),
});
export type SupportMaterials = z.infer<typeof supportMaterialsSchema>;

/** A curriculum tag; `branch` is the root of its tree (ancestor_ids run from the root down). */
export const curriculumTagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  path: z.string(),
  ancestor_ids: z.array(z.number().int()),
  branch: z.object({ id: z.number().int(), name: z.string() }),
});
export type CurriculumTag = z.infer<typeof curriculumTagSchema>;

/** Sanitized HTML of a lesson plan (the resource is a lesson plan when lesson_data is not null). */
export const lessonDataSchema = z.object({ overview: z.string(), procedure: z.string() });
export type LessonData = z.infer<typeof lessonDataSchema>;

/** Lesson content types; 'HTMLFragment' is labelled Text (spec 3 "Resource page"). */
export const LESSON_CONTENT_REPLY_TYPES = [
  'Video',
  'Audio',
  'Image',
  'Document',
  'Interactive',
  'Webpage',
  'HTMLFragment',
] as const;
export type LessonContentType = (typeof LESSON_CONTENT_REPLY_TYPES)[number];

export const lessonContentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(LESSON_CONTENT_REPLY_TYPES),
  url: z.string().nullable(),
  order: z.number().int(),
  content_flags: z.array(contentFlagSchema),
});
export type LessonContent = z.infer<typeof lessonContentSchema>;

export const contentProjectSchema = z.object({
  title: z.string(),
  type: z.string().nullable(),
  organization: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});

/** A project (series or production); `search_facet` is the cp facet value that finds its resources. */
export const projectSchema = z.object({ slug: z.string(), title: z.string(), search_facet: z.string() });

export const collectionRefSchema = z.object({
  slug: z.string(),
  title: z.string(),
  type: z.enum(COLLECTION_TYPES),
  poster: z.string().nullable(),
  url: z.string(),
});
export type CollectionRef = z.infer<typeof collectionRefSchema>;

/**
 * The collections holding this resource (published ones; in preview also unpublished). `firstCollection`
 * is the first of them with its first FIRST_COLLECTION_RESOURCES visible resources.
 */
export const resourceCollectionsSchema = z.object({
  firstCollection: collectionRefSchema.extend({ resources: z.array(searchCardSchema) }).nullable(),
  collections: z.array(collectionRefSchema),
});

export const subjectRefSchema = z.object({ id: z.number().int(), title: z.string() });

export const resourceDetailSchema = z.object({
  id: z.number().int(),
  guid: z.string(),
  resource_code: z.string(),
  title: z.string(),
  media_type: z.enum(RESOURCE_MEDIA_TYPES),
  description: z.string(),
  /** ISO 8601; past or now means expired (the call then answers 404 with the error reply). */
  expiration_date: z.string().nullable(),
  canonical_url: z.string(),
  status: z.enum(PUBLISH_STATUSES),
  /** True when this reply came from the preview call (the page shows the preview banner). */
  is_preview: z.boolean(),
  scope: z.enum(RESOURCE_SCOPES),
  duration: z.number().int().nullable().describe('Seconds'),
  poster: z.string().nullable(),
  attributions: z.array(attributionSchema),
  support_materials: supportMaterialsSchema,
  /** Sanitized HTML; '' when there is none. */
  more_about_this_resource: z.string(),
  has_standards: z.boolean(),
  accessibility_indicators: z.array(codeLabelSchema),
  additional_features: z.array(codeLabelSchema),
  languages: z.array(z.object({ code: z.string(), name: z.string() })),
  /** Grade band codes in band order ('PreK-K', 'K-2', '3-5', '6-8', '9-12', '13+'). */
  grades: z.array(z.string()),
  /** Top-level subjects of the resource's subjects, in the subject tree's order (the tracking call sends them). */
  root_subjects: z.array(subjectRefSchema),
  subjects: z.array(subjectRefSchema),
  project: projectSchema.nullable(),
  content_project: contentProjectSchema.nullable(),
  /** Published, unexpired related resources (in the student view: only those for students, no Lesson Plans). */
  related_resources: z.array(searchCardSchema),
  collection: resourceCollectionsSchema,
  assets: z.array(assetSchema),
  curriculum_tags: z.array(curriculumTagSchema),
  lesson_data: lessonDataSchema.nullable(),
  lesson_contents: z.array(lessonContentSchema),
  /** The flags (with a description) of any asset or lesson content: the warnings the page shows. */
  content_warnings: z.array(z.enum(CONTENT_FLAGS)),
  is_assignable: z.boolean(),
  is_available_for_students: z.boolean(),
  /** The signed-in user's favorite of this resource (DELETE /api/v2/favorite/{id}/), else null. */
  favorite_id: z.number().int().nullable(),
  /** '/credits/{resource_code}'. */
  credits_link: z.string(),
  /** canonical_url with student=true. */
  student_view_url: z.string(),
  /** canonical_url with focus=true (media only). */
  focus_view_url: z.string(),
  /** The CMS change page of the resource, for admins only; null for everyone else. */
  admin_link: z.string().nullable(),
});
export type ResourceDetail = z.infer<typeof resourceDetailSchema>;

/**
 * The code was renamed (or merged into another resource): the page goes to redirect_url, the new
 * resource page address ('/resource/{new code}/', keeping student=true when it was asked for).
 */
export const resourceRedirectSchema = z.object({ redirect_url: z.string() });
export type ResourceRedirect = z.infer<typeof resourceRedirectSchema>;

/** 200 reply of the detail calls: the resource, or a redirect. */
export const resourceDetailReplySchema = z.union([resourceDetailSchema, resourceRedirectSchema]);
export type ResourceDetailReply = z.infer<typeof resourceDetailReplySchema>;

export function isResourceRedirect(reply: ResourceDetailReply): reply is ResourceRedirect {
  return 'redirect_url' in reply;
}
