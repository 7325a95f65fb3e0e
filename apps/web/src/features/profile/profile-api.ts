import {
  activeSessionsReplySchema,
  okReplySchema,
  type PasswordChangeRequest,
  type UserProfileUpdate,
  userProfileSchema,
} from '@lantern/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { updatePageConfig } from '../../lib/page-config.ts';

/** Profile, password and session calls of the profile page (spec 2 §7; issue 5 "Sessions"). */

export const PROFILE_PATHS = {
  profile: '/api/v2/user_profile/',
  passwordChange: '/api/v2/auth/password_change/',
  sessions: '/api/v2/auth/sessions/',
  session: (id: string) => `/api/v2/auth/sessions/${encodeURIComponent(id)}/`,
} as const;

const profileKey = ['user-profile'] as const;
const sessionsKey = ['auth-sessions'] as const;

export function userProfileQueryOptions() {
  return queryOptions({
    queryKey: profileKey,
    queryFn: ({ signal }) => apiRequest(PROFILE_PATHS.profile, userProfileSchema, { signal }),
    // The form takes the first reply only (spec 2 §4); refetching would not change what it shows.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
/** `enabled` is false for people the page turns away (students), so nothing is fetched for them. */
export function useUserProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...userProfileQueryOptions(), enabled });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserProfileUpdate) =>
      apiRequest(PROFILE_PATHS.profile, userProfileSchema, { method: 'PUT', body }),
    onSuccess: (profile) => {
      queryClient.setQueryData(userProfileQueryOptions().queryKey, profile);
      updatePageConfig({ firstName: profile.first_name });
    },
  });
}

export function activeSessionsQueryOptions() {
  return queryOptions({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => apiRequest(PROFILE_PATHS.sessions, activeSessionsReplySchema, { signal }),
    staleTime: 0,
  });
}
export function useActiveSessions() {
  return useQuery(activeSessionsQueryOptions());
}

/** Ends the given sessions one by one; the list is reloaded afterwards whatever happened. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) => {
      for (const id of ids) {
        await apiRequest(PROFILE_PATHS.session(id), okReplySchema, { method: 'DELETE' });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: activeSessionsQueryOptions().queryKey }),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordChangeRequest) =>
      apiRequest(PROFILE_PATHS.passwordChange, okReplySchema, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activeSessionsQueryOptions().queryKey }),
  });
}
