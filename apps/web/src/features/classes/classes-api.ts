import {
  type BulkStudentsBody,
  CLASS_MESSAGES,
  classDetailSchema,
  classListReplySchema,
  classStudentSchema,
  classSummarySchema,
  joinedRostersReplySchema,
  rolloverReplySchema,
  rosterByCodeSchema,
  signinCardSchema,
  signinCardsReplySchema,
  studentClassSchema,
  studentCredentialSchema,
  studentCredentialsReplySchema,
} from '@lantern/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiRequestError, apiRequest } from '../../lib/api-client.ts';

/**
 * The classes calls (packages/shared/src/classes): the teacher's family under /api/v2/tools/classes/,
 * and the student's join, list and leave calls of the spec. Every write refreshes every classes query:
 * the lists are small, and one rule cannot miss a case.
 */
const teacher = '/api/v2/tools/classes';
export const CLASS_CALLS = {
  list: `${teacher}/`,
  all: `${teacher}/?archived=all`,
  one: (id: string) => `${teacher}/${id}/`,
  archive: (id: string) => `${teacher}/${id}/archive/`,
  restore: (id: string) => `${teacher}/${id}/restore/`,
  joinCode: (id: string) => `${teacher}/${id}/join-code/`,
  rollover: `${teacher}/rollover/`,
  students: (id: string) => `${teacher}/${id}/students/`,
  student: (id: string, studentId: string) => `${teacher}/${id}/students/${studentId}/`,
  unlock: (id: string, studentId: string) => `${teacher}/${id}/students/${studentId}/unlock/`,
  resetSecret: (id: string, studentId: string) => `${teacher}/${id}/students/${studentId}/reset-secret/`,
  move: (id: string, studentId: string) => `${teacher}/${id}/students/${studentId}/move/`,
  signinCards: (id: string) => `${teacher}/${id}/students/signin-cards/`,
  signinCard: (id: string, studentId: string) => `${teacher}/${id}/students/${studentId}/signin-card/`,
  byCode: (code: string) => `/tools/rosters/api/v2/rosters/rostercode/${encodeURIComponent(code)}/`,
  join: (id: string) => `/tools/rosters/api/v2/rosters/${id}/students/`,
  joined: '/api/v2/student/joined_rosters/',
} as const;

export const CLASSES_KEY = ['classes'] as const;
const nothing = z.unknown();

/** Every class of the teacher, active and archived (the page filters; one list keeps both counts). */
export function classesQueryOptions() {
  return queryOptions({
    queryKey: [...CLASSES_KEY, 'list'],
    queryFn: ({ signal }) => apiRequest(CLASS_CALLS.all, classListReplySchema, { signal }),
  });
}
export function useClasses() {
  return useQuery(classesQueryOptions());
}

export function classDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...CLASSES_KEY, 'one', id],
    queryFn: ({ signal }) => apiRequest(CLASS_CALLS.one(id), classDetailSchema, { signal }),
  });
}
export function useClassDetail(id: string) {
  return useQuery(classDetailQueryOptions(id));
}

/** The server's message when it sent one (they are written for people), else a general one. */
export function classesErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status < 500) {
    const messages = error.body.messages;
    if (Array.isArray(messages) && messages.length > 0) return messages.join(' ');
    if (error.body.message) return error.body.message;
  }
  return 'Something went wrong. Please try again.';
}

function useClassesWrite<I, O>(write: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CLASSES_KEY }),
  });
}

export const useCreateClass = () =>
  useClassesWrite(({ name }: { name: string }) =>
    apiRequest(CLASS_CALLS.list, classSummarySchema, { method: 'POST', body: { name } }),
  );
export const useRenameClass = () =>
  useClassesWrite(({ id, name }: { id: string; name: string }) =>
    apiRequest(CLASS_CALLS.one(id), classSummarySchema, { method: 'PATCH', body: { name } }),
  );
export const useArchiveClass = () =>
  useClassesWrite(({ id, archived }: { id: string; archived: boolean }) =>
    apiRequest(archived ? CLASS_CALLS.archive(id) : CLASS_CALLS.restore(id), classSummarySchema, {
      method: 'POST',
    }),
  );
export const useDeleteClass = () =>
  useClassesWrite(({ id }: { id: string }) => apiRequest(CLASS_CALLS.one(id), nothing, { method: 'DELETE' }));
export const useRegenerateCode = () =>
  useClassesWrite(({ id }: { id: string }) =>
    apiRequest(CLASS_CALLS.joinCode(id), classSummarySchema, { method: 'POST' }),
  );
export const useRollover = () =>
  useClassesWrite(({ schoolYear }: { schoolYear: string }) =>
    apiRequest(CLASS_CALLS.rollover, rolloverReplySchema, {
      method: 'POST',
      body: { school_year: schoolYear },
    }),
  );

export const useBulkCreate = () =>
  useClassesWrite(({ id, body }: { id: string; body: BulkStudentsBody }) =>
    apiRequest(CLASS_CALLS.students(id), studentCredentialsReplySchema, { method: 'POST', body }),
  );
export const useUnlockStudent = () =>
  useClassesWrite(({ id, studentId }: { id: string; studentId: string }) =>
    apiRequest(CLASS_CALLS.unlock(id, studentId), classStudentSchema, { method: 'POST' }),
  );
export const useResetSecret = () =>
  useClassesWrite(({ id, studentId }: { id: string; studentId: string }) =>
    // Nothing chosen: the same question and an easy answer the server makes up.
    apiRequest(CLASS_CALLS.resetSecret(id, studentId), studentCredentialSchema, { method: 'POST', body: {} }),
  );
export const useMoveStudent = () =>
  useClassesWrite(({ id, studentId, to }: { id: string; studentId: string; to: string }) =>
    apiRequest(CLASS_CALLS.move(id, studentId), classStudentSchema, {
      method: 'POST',
      body: { to_class_id: to },
    }),
  );
export const useRemoveStudent = () =>
  useClassesWrite(({ id, studentId }: { id: string; studentId: string }) =>
    apiRequest(CLASS_CALLS.student(id, studentId), nothing, { method: 'DELETE' }),
  );

// Sign-in cards (decision 0074): the replies hold the cards' secrets, kept only in the page's memory.
export const useIssueClassSigninCards = () =>
  useClassesWrite(({ id }: { id: string }) =>
    apiRequest(CLASS_CALLS.signinCards(id), signinCardsReplySchema, { method: 'POST' }),
  );
export const useIssueSigninCard = () =>
  useClassesWrite(({ id, studentId }: { id: string; studentId: string }) =>
    apiRequest(CLASS_CALLS.signinCard(id, studentId), signinCardSchema, { method: 'POST' }),
  );
export const useRevokeSigninCard = () =>
  useClassesWrite(({ id, studentId }: { id: string; studentId: string }) =>
    apiRequest(CLASS_CALLS.signinCard(id, studentId), nothing, { method: 'DELETE' }),
  );

// The student's side (spec 1 §7, spec 3 §7).
export function joinedClassesQueryOptions() {
  return queryOptions({
    queryKey: [...CLASSES_KEY, 'joined'],
    queryFn: ({ signal }) => apiRequest(CLASS_CALLS.joined, joinedRostersReplySchema, { signal }),
  });
}
export function useJoinedClasses() {
  return useQuery(joinedClassesQueryOptions());
}
/** Looks the class up by its code, then joins it with that code (an id alone never lets anyone in). */
export const useJoinByCode = () =>
  useClassesWrite(async ({ code }: { code: string }) => {
    const found = await apiRequest(CLASS_CALLS.byCode(code), rosterByCodeSchema);
    await apiRequest(CLASS_CALLS.join(found.id), studentClassSchema, {
      method: 'POST',
      body: { roster_code: code },
    });
    return found;
  });
export const useLeaveClass = () =>
  useClassesWrite(({ url }: { url: string }) => apiRequest(url, nothing, { method: 'DELETE' }));

/**
 * What a failed join says: an unknown, expired or archived code is the spec's 'Invalid code
 * entered.' (spec 1 §8); another refusal with a message of its own (a full class) shows that.
 */
export function joinFailureText(error: unknown): string {
  if (error instanceof ApiRequestError && error.status !== 404 && error.status < 500 && error.body.message)
    return error.body.message;
  return CLASS_MESSAGES.invalidCode;
}
