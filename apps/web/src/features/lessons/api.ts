import {
  type LessonCreateBody,
  type LessonUpdateBody,
  lessonListReplySchema,
  lessonPaths,
  lessonSchema,
  previewAssignmentSchema,
  resourceDetailReplySchema,
  searchFavoritesPath,
  searchFavoritesReplySchema,
  searchReplySchema,
  UGC_FILE_FIELD,
  ugcPaths,
  ugcReplySchema,
  unavailableResourcesPath,
  unavailableResourcesReplySchema,
} from '@lantern/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';
import { type LessonListView, lessonListParams } from './list-view.ts';
import { uploadFile } from './upload.ts';

/**
 * The lesson-builder calls (packages/shared/src/lessons): the list, one lesson, create, save (PUT with
 * the version edited), copy and delete; the media picker's searches; the image upload; the preview.
 */
export const LESSONS_KEY = ['lessons'] as const;
const lessonKey = (code: string) => [...LESSONS_KEY, 'one', code] as const;

export function lessonListQueryOptions(view: LessonListView, limit?: number) {
  const params = lessonListParams(view, limit).toString();
  return queryOptions({
    queryKey: [...LESSONS_KEY, 'list', params],
    queryFn: ({ signal }) => apiRequest(`${lessonPaths.list}?${params}`, lessonListReplySchema, { signal }),
    placeholderData: keepPreviousData,
  });
}
export function useLessonList(view: LessonListView, limit?: number) {
  return useQuery(lessonListQueryOptions(view, limit));
}

export function lessonQueryOptions(code: string | undefined) {
  return queryOptions({
    queryKey: lessonKey(code ?? ''),
    queryFn: ({ signal }) => apiRequest(lessonPaths.lesson(code ?? ''), lessonSchema, { signal }),
    enabled: code !== undefined,
    // The editor reads it once; its own saves keep it current (a refetch must not replace what is typed).
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
export function useLesson(code: string | undefined) {
  return useQuery(lessonQueryOptions(code));
}

export const fetchLesson = (code: string) => apiRequest(lessonPaths.lesson(code), lessonSchema);
export const createLesson = (body: LessonCreateBody) =>
  apiRequest(lessonPaths.create, lessonSchema, { method: 'POST', body });
export const updateLesson = (code: string, body: LessonUpdateBody) =>
  apiRequest(lessonPaths.lesson(code), lessonSchema, { method: 'PUT', body });

/** Copy and delete refresh every lesson query (list, dashboard) once settled. */
export function useCopyLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiRequest(lessonPaths.copy(code), lessonSchema, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LESSONS_KEY }),
  });
}

export function useDeleteLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiRequest(lessonPaths.lesson(code), z.unknown(), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LESSONS_KEY }),
  });
}

/** After a save: the list shows the new name and date without asking for the lesson again. */
export function useLessonSaved() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...LESSONS_KEY, 'list'] });
}

// ───────────── the media picker ─────────────

/** Spec 3 §7: the picker's search shows 4 at a time; only resources whose scope includes lesson. */
export const PICKER_COUNT = 4;

export interface PickerSearch {
  source: 'all' | 'favorites';
  text: string;
  resourceType: string;
  gradeType: string;
  showUnavailableResources: boolean;
  page: number;
}

export function pickerParams(search: PickerSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.text.trim()) params.set('q', search.text.trim());
  params.set('object_type', 'resource');
  params.append('selected_facet', 'scope:lesson');
  if (search.resourceType) params.append('selected_facet', `media_type:${search.resourceType}`);
  if (search.gradeType) params.append('selected_facet', `grades:${search.gradeType}`);
  // A lesson is for students: unless asked, only resources students can open (the search's student_content).
  if (!search.showUnavailableResources) params.append('selected_facet', 'student_content:true');
  const offset = (Math.max(1, search.page) - 1) * PICKER_COUNT;
  if (search.source === 'all') {
    params.set('count', String(PICKER_COUNT));
    params.set('start', String(offset));
    params.set('facet_by', '');
  } else {
    params.set('limit', String(PICKER_COUNT));
    params.set('offset', String(offset));
    params.set('facet_by', '');
  }
  return params;
}

/** One page of picker results as cards, and how many match. */
export function pickerResultsQueryOptions(search: PickerSearch) {
  const params = pickerParams(search).toString();
  return queryOptions({
    queryKey: ['lesson-picker', search.source, params],
    queryFn: async ({ signal }) => {
      if (search.source === 'favorites') {
        const reply = await apiRequest(`${searchFavoritesPath}?${params}`, searchFavoritesReplySchema, {
          signal,
        });
        return { total: reply.count, cards: reply.objects };
      }
      const reply = await apiRequest(`/api/v2/search/?${params}`, searchReplySchema, { signal });
      return { total: reply.meta.total, cards: reply.objects };
    },
    placeholderData: keepPreviousData,
  });
}
export function usePickerResults(search: PickerSearch) {
  return useQuery(pickerResultsQueryOptions(search));
}

/** The picker's withdrawn and expired lesson resources matching its text, asked only with 'Show unavailable'. */
export function unavailableResourcesQueryOptions(search: PickerSearch) {
  const enabled = search.showUnavailableResources && search.source === 'all';
  const params = new URLSearchParams({ limit: '8' });
  if (search.text.trim()) params.set('q', search.text.trim());
  return queryOptions({
    queryKey: ['lesson-picker-unavailable', params.toString()],
    queryFn: ({ signal }) =>
      apiRequest(`${unavailableResourcesPath}?${params}`, unavailableResourcesReplySchema, { signal }),
    enabled,
  });
}
export function useUnavailableResources(search: PickerSearch) {
  return useQuery(unavailableResourcesQueryOptions(search));
}

/** The resource a card stands for, with its guid and assets (what a Media slide refers to). */
export async function fetchResourceForSlide(resourceCode: string, followRedirect = true) {
  const reply = await apiRequest(
    `/api/v2/resource/${encodeURIComponent(resourceCode)}/`,
    resourceDetailReplySchema,
  );
  if (!('redirect_url' in reply)) return reply;
  // A renamed resource answers with its new address once; follow it once, never in a loop.
  const code = reply.redirect_url.split('?')[0]?.split('/').filter(Boolean).pop();
  if (!followRedirect || !code) throw new Error('The resource moved and could not be found.');
  return fetchResourceForSlide(code, false);
}

export function uploadImage(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal) {
  const form = new FormData();
  form.append(UGC_FILE_FIELD, file, file.name);
  return uploadFile(ugcPaths.upload, form, ugcReplySchema, { onProgress, signal });
}

// ───────────── preview ─────────────

export function previewAssignmentQueryOptions(code: string) {
  return queryOptions({
    queryKey: [...LESSONS_KEY, 'preview', code],
    queryFn: ({ signal }) =>
      apiRequest(lessonPaths.previewAssignment(code), previewAssignmentSchema, { signal }),
    staleTime: 0,
  });
}
export function usePreviewAssignment(code: string) {
  return useQuery(previewAssignmentQueryOptions(code));
}
