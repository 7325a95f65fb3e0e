import {
  type CreateFeedbackBody,
  createFeedbackReplySchema,
  type FeedbackStatus,
  staffFeedbackListSchema,
} from '@lantern/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

/** Calls of the feedback form (POST /api/v2/feedback/) and the staff view (/api/v2/staff/feedback/…). */

export function sendFeedback(body: CreateFeedbackBody) {
  return apiRequest('/api/v2/feedback/', createFeedbackReplySchema, { method: 'POST', body });
}

export const staffFeedbackQueryOptions = (status: FeedbackStatus | null) => ({
  queryKey: ['staff-feedback', status] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest(`/api/v2/staff/feedback/${status ? `?status=${status}` : ''}`, staffFeedbackListSchema, {
      signal,
    }),
});

export function useStaffFeedback(status: FeedbackStatus | null) {
  return useQuery(staffFeedbackQueryOptions(status));
}

export function useSetFeedbackStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: FeedbackStatus }) =>
      apiRequest(`/api/v2/staff/feedback/${id}/`, createFeedbackReplySchema, {
        method: 'PATCH',
        body: { status },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['staff-feedback'] }),
  });
}

export function useReplyToFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: string }) =>
      apiRequest(`/api/v2/staff/feedback/${id}/reply/`, createFeedbackReplySchema, {
        method: 'POST',
        body: { body },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['staff-feedback'] }),
  });
}
