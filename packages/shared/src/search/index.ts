import { z } from 'zod';
import { GRADE_BANDS } from '../constants.ts';
import { searchCardFields } from './search-card.ts';
import { searchStandardSchema, searchSuggestionsSchema } from './standard-match.ts';
import { transcriptMatchSchema } from './transcript-match.ts';

export * from './search-card.ts';
export * from './standard-match.ts';
export * from './transcript-match.ts';

/**
 * Search and subject-tree calls (spec 1 §7, §9).
 *
 * Facet values (selected_facet / excluded_facet name:value, and the `value` of each facet count):
 * subject = subject id (matches its descendants too); grades = band code ('6-8'); media_type = type name;
 * language = code ('es') or name; accessibility / additional_features = feature code; cp = project slug;
 * cs = collection slug; ct = curriculum tag path; duration = a DURATION_BUCKETS value; student_content =
 * true|false; scope = resource|lesson; resource_opt_out_organizations = organization id or slug.
 * Several values of one name match any of them; different names must all match. Excluded values may be
 * comma lists (media_type:Lesson Plan,Collection).
 */

export const SEARCH_Q_MAX_LENGTH = 200;

/**
 * Spec 1 §6: "if an organization cookie exists, resources opted out by that organization are excluded".
 * The spec names no cookie; Lantern's holds the id of the visitor's station (organization). Search reads
 * it on the server, as if excluded_facet=resource_opt_out_organizations:{id} had been sent.
 */
export const ORGANIZATION_COOKIE = 'organization_id';
export const SEARCH_START_MAX = 10_000;
export const SEARCH_COUNT_MAX = 50;
export const SEARCH_PAGE_SIZE = 10;
export const SUBJECT_TREE_DEFAULT_DEPTH = 4;
export const SUBJECT_TREE_MAX_DEPTH = 4;

/** The facets a search can count (facet_by), always this list in the web client. */
export const SEARCH_FACET_NAMES = [
  'accessibility',
  'additional_features',
  'cp',
  'cs',
  'ct',
  'grades',
  'subject',
  'language',
  'media_type',
  'duration',
] as const;
export type SearchFacetName = (typeof SEARCH_FACET_NAMES)[number];

/** Names accepted in selected_facet / excluded_facet (name:value). */
export const SEARCH_FILTER_NAMES = [
  ...SEARCH_FACET_NAMES,
  'student_content',
  'scope',
  'resource_opt_out_organizations',
] as const;
export type SearchFilterName = (typeof SEARCH_FILTER_NAMES)[number];

/** Duration facet buckets, in minutes: [from, to). */
export const DURATION_BUCKETS = [
  { value: '0-5', label: 'Under 5 minutes', from: 0, to: 5 * 60 },
  { value: '5-15', label: '5 to 15 minutes', from: 5 * 60, to: 15 * 60 },
  { value: '15-30', label: '15 to 30 minutes', from: 15 * 60, to: 30 * 60 },
  { value: '30+', label: '30 minutes or more', from: 30 * 60, to: null },
] as const;

export const SEARCH_RANK_BY = ['relevance', 'newest', 'title', 'popularity'] as const;
export type SearchRankBy = (typeof SEARCH_RANK_BY)[number];

const FACET_PARAM_MAX_LENGTH = 300;
const FACET_PARAM_MAX_COUNT = 50;

/** A query parameter that may be repeated: one string or several. */
const repeated = (max: number) =>
  z
    .union([z.string().max(max), z.array(z.string().max(max)).max(FACET_PARAM_MAX_COUNT)])
    .optional()
    .describe('May be repeated');

/**
 * The grade-gate band the student web app adds to whitelisted calls (spec 2 §7, decision 0047). The server
 * filters by it for a student audience when the call names no grade itself.
 */
export const studentGradeSchema = z.enum(GRADE_BANDS, {
  message: `student_grade must be one of ${GRADE_BANDS.join(', ')} (a grade band; leave it out for all grades).`,
});

export const searchQuerySchema = z.object({
  q: z
    .string()
    .max(SEARCH_Q_MAX_LENGTH, `The search text must be at most ${SEARCH_Q_MAX_LENGTH} characters.`)
    .optional(),
  selected_facet: repeated(FACET_PARAM_MAX_LENGTH).describe('name:value, may be repeated'),
  excluded_facet: repeated(FACET_PARAM_MAX_LENGTH).describe('name:value, may be repeated'),
  rank_by: z.enum(SEARCH_RANK_BY).optional(),
  start: z.coerce.number().int().min(0).max(SEARCH_START_MAX).optional(),
  count: z.coerce.number().int().min(1).max(SEARCH_COUNT_MAX).optional(),
  facet_by: repeated(400).describe('Facet names, repeated or comma-separated'),
  collection_slug: z
    .string()
    .max(150)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Not a collection slug.')
    .optional(),
  object_type: z.enum(['resource', 'collection']).optional(),
  student: z.enum(['true', 'false']).optional(),
  /** The add-on view: the server leaves out what the add-on never lists (Lesson Plans, Collections). */
  add_on: z.enum(['true', 'false']).optional(),
  student_grade: studentGradeSchema
    .optional()
    .describe('The grade-gate band: for a student audience, the grades facet when none is selected'),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export interface SearchFilter {
  name: SearchFilterName;
  value: string;
}

export type ParsedFacets = { ok: true; filters: SearchFilter[] } | { ok: false; message: string };

const asList = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Parses selected_facet / excluded_facet values of the form name:value. Excluded values may list
 * several comma-separated values (media_type:Lesson Plan,Collection).
 */
export function parseFacetParams(
  raw: string | string[] | undefined,
  param: string,
  splitValues = false,
): ParsedFacets {
  const filters: SearchFilter[] = [];
  for (const item of asList(raw)) {
    const colon = item.indexOf(':');
    if (colon <= 0 || colon === item.length - 1) {
      return { ok: false, message: `${param}: '${item.slice(0, 60)}' is not of the form name:value.` };
    }
    const name = item.slice(0, colon).trim();
    if (!(SEARCH_FILTER_NAMES as readonly string[]).includes(name)) {
      return {
        ok: false,
        message: `${param}: unknown facet '${name.slice(0, 60)}'. Known facets: ${SEARCH_FILTER_NAMES.join(', ')}.`,
      };
    }
    const rest = item.slice(colon + 1);
    const values = splitValues ? rest.split(',') : [rest];
    for (const value of values.map((v) => v.trim())) {
      if (!value) return { ok: false, message: `${param}: '${item.slice(0, 60)}' has an empty value.` };
      filters.push({ name: name as SearchFilterName, value });
    }
  }
  return { ok: true, filters };
}

/** facet_by: repeated and/or comma-separated names; unknown names are an error. */
export function parseFacetBy(
  raw: string | string[] | undefined,
): { ok: true; names: SearchFacetName[] } | { ok: false; message: string } {
  const names = new Set<SearchFacetName>();
  for (const part of asList(raw).flatMap((item) => item.split(','))) {
    const name = part.trim();
    if (!name) continue;
    if (!(SEARCH_FACET_NAMES as readonly string[]).includes(name)) {
      return {
        ok: false,
        message: `facet_by: unknown facet '${name.slice(0, 60)}'. Known facets: ${SEARCH_FACET_NAMES.join(', ')}.`,
      };
    }
    names.add(name as SearchFacetName);
  }
  return { ok: true, names: [...names] };
}

/** The card as a classic object, for the replies that `.extend` it; the same fields as `searchCardMiniSchema`. */
export const searchCardSchema = z.object(searchCardFields);
export type SearchCard = z.infer<typeof searchCardSchema>;

export const facetEntrySchema = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export type FacetEntry = z.infer<typeof facetEntrySchema>;

/** A search result: the card, and where its words were spoken when they matched in its captions. */
export const searchResultSchema = searchCardSchema.extend({
  transcript_match: transcriptMatchSchema.optional(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchReplySchema = z.object({
  objects: z.array(searchResultSchema),
  meta: z.object({
    total: z.number().int(),
    next_uri: z.string().nullable(),
    facets: z.record(z.string(), z.array(facetEntrySchema)),
    /** The standards q names by code (decision 0049); absent when it names none. */
    standards: z.array(searchStandardSchema).optional(),
    /** Only when nothing matched: searches that find something here. */
    suggestions: searchSuggestionsSchema.optional(),
    /**
     * Present when q has words the catalog does not know (or hardly) and the same words corrected find clearly
     * more: the corrected query (run it as q) and its total. results_shown: the objects, total and facets above
     * are already the corrected query's, because q itself found nothing.
     */
    did_you_mean: z.object({ q: z.string(), total: z.number().int(), results_shown: z.boolean() }).optional(),
    /**
     * No listed resource holds all of q's words (decision 0055): the objects, total and facets are those of this
     * one word of q (as typed, or as corrected), its most specific word that finds something; the results that also
     * hold q's other words come first.
     */
    relaxed: z.object({ q: z.string() }).optional(),
  }),
});
export type SearchReply = z.infer<typeof searchReplySchema>;

export const subjectTreeQuerySchema = z.object({
  max_depth: z.coerce.number().int().min(1).max(SUBJECT_TREE_MAX_DEPTH).optional(),
  student: z.enum(['true', 'false']).optional(),
});

export interface SubjectTreeNode {
  id: number;
  title: string;
  slug: string;
  children: SubjectTreeNode[];
  resultsCount: number;
  url: string;
}

export const subjectTreeNodeSchema: z.ZodType<SubjectTreeNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    children: z.array(subjectTreeNodeSchema),
    resultsCount: z.number().int(),
    url: z.string(),
  }),
);

export const subjectTreeReplySchema = z.object({ objects: z.array(subjectTreeNodeSchema) });
