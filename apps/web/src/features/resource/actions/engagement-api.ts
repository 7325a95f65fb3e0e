import {
  RESOURCE_QUESTION,
  type ResourceQuestionAnswer,
  resourceQuestionReplySchema,
  userRatingReplySchema,
} from '@lantern/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Rating and the resource question (spec 3 §7): read by anyone who may, written by signed-in users. */

export const ENGAGEMENT_PATHS = {
  rating: '/recommendation/user-rating/',
  question: '/recommendation/resource-question/',
} as const;

const withCode = (path: string, code: string) => `${path}?${new URLSearchParams({ resource_code: code })}`;

export const ratingQueryKey = (code: string) => ['resource-rating', code] as const;
export const questionQueryKey = (code: string) => ['resource-question', code] as const;

/** The signed-in user's rating and the average (the call is for signed-in users only). */
export function userRatingQueryOptions(code: string, enabled: boolean) {
  return queryOptions({
    queryKey: ratingQueryKey(code),
    queryFn: ({ signal }) =>
      apiRequest(withCode(ENGAGEMENT_PATHS.rating, code), userRatingReplySchema, { signal }),
    enabled,
  });
}
export function useUserRating(code: string, enabled: boolean) {
  return useQuery(userRatingQueryOptions(code, enabled));
}

export function useRateResource(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: number) =>
      apiRequest(ENGAGEMENT_PATHS.rating, userRatingReplySchema, {
        method: 'POST',
        body: { resource_code: code, rating },
      }),
    onSuccess: (reply) => queryClient.setQueryData(userRatingQueryOptions(code, true).queryKey, reply),
  });
}

export function resourceQuestionQueryOptions(code: string) {
  return queryOptions({
    queryKey: questionQueryKey(code),
    queryFn: ({ signal }) =>
      apiRequest(withCode(ENGAGEMENT_PATHS.question, code), resourceQuestionReplySchema, { signal }),
  });
}
export function useResourceQuestion(code: string) {
  return useQuery(resourceQuestionQueryOptions(code));
}

export function useAnswerResourceQuestion(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: ResourceQuestionAnswer) =>
      apiRequest(ENGAGEMENT_PATHS.question, resourceQuestionReplySchema, {
        method: 'POST',
        body: { resource_code: code, question_id: RESOURCE_QUESTION.id, answer },
      }),
    onSuccess: (reply) => queryClient.setQueryData(resourceQuestionQueryOptions(code).queryKey, reply),
  });
}
