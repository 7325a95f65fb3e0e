import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiRequestError, apiRequest } from '../../lib/api-client.ts';

/**
 * PROVISIONAL: the classes calls as the issue describes them, until the contract
 * (packages/shared/src/classes) lands; the pages use only the names exported here.
 */

const classSchema = z.object({
  id: z.number(),
  name: z.string(),
  join_code: z.string(),
  archived: z.boolean(),
  student_count: z.number(),
  school_year: z.string(),
});
export type TeacherClass = z.infer<typeof classSchema>;

const studentSchema = z.object({
  id: z.number(),
  display_name: z.string(),
  username: z.string(),
  sign_in: z.enum(['code', 'question']),
  locked: z.boolean(),
});
export type ClassStudent = z.infer<typeof studentSchema>;

const classDetailSchema = classSchema.extend({ students: z.array(studentSchema) });
export type ClassDetail = z.infer<typeof classDetailSchema>;

const credentialSchema = z.object({
  display_name: z.string(),
  username: z.string(),
  sign_in: z.enum(['code', 'question']),
  code: z.string().nullable(),
  question: z.string().nullable(),
  answer: z.string().nullable(),
});
export type Credential = z.infer<typeof credentialSchema>;

const joinedSchema = z.object({
  id: z.number(),
  display_name: z.string(),
  name: z.string(),
  teacher_name: z.string(),
  roster_code: z.string(),
  date_created: z.string(),
  leave_roster_url: z.string(),
});
export type JoinedClass = z.infer<typeof joinedSchema>;

const base = '/tools/rosters/api/v2/rosters';
export const CLASS_PATHS = {
  list: `${base}/`,
  one: (id: number) => `${base}/${id}/`,
  regenerate: (id: number) => `${base}/${id}/join-code/`,
  bulk: (id: number) => `${base}/${id}/bulk-students/`,
  student: (id: number, studentId: number) => `${base}/${id}/students/${studentId}/`,
  unlock: (id: number, studentId: number) => `${base}/${id}/students/${studentId}/unlock/`,
  reset: (id: number, studentId: number) => `${base}/${id}/students/${studentId}/reset-secret/`,
  move: (id: number, studentId: number) => `${base}/${id}/students/${studentId}/move/`,
  rollover: `${base}/rollover/`,
  byCode: (code: string) => `${base}/rostercode/${encodeURIComponent(code)}/`,
  join: (id: number) => `${base}/${id}/students/`,
  joined: '/api/v2/student/joined_rosters/',
} as const;

export const BULK_LIMIT = 100;

export const CLASSES_KEY = ['classes'] as const;

export function useClasses() {
  return useQuery({
    queryKey: [...CLASSES_KEY, 'list'],
    queryFn: ({ signal }) =>
      apiRequest(CLASS_PATHS.list, z.object({ results: z.array(classSchema) }), { signal }),
  });
}

export function useClassDetail(id: number) {
  return useQuery({
    queryKey: [...CLASSES_KEY, 'one', id],
    queryFn: ({ signal }) => apiRequest(CLASS_PATHS.one(id), classDetailSchema, { signal }),
  });
}

/** The server's message when it sent one (they are written for people), else a general one. */
export function classesErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status < 500 && error.body.message) return error.body.message;
  return 'Something went wrong. Please try again.';
}

/** A classes write: refreshes every classes query when done (lists are small). */
function useClassesWrite<I, O>(write: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CLASSES_KEY }),
  });
}

const ok = z.unknown();

export const useCreateClass = () =>
  useClassesWrite(({ name }: { name: string }) =>
    apiRequest(CLASS_PATHS.list, classSchema, { method: 'POST', body: { name } }),
  );
export const useUpdateClass = () =>
  useClassesWrite(({ id, ...body }: { id: number; name?: string; archived?: boolean }) =>
    apiRequest(CLASS_PATHS.one(id), classSchema, { method: 'PATCH', body }),
  );
export const useDeleteClass = () =>
  useClassesWrite(({ id }: { id: number }) => apiRequest(CLASS_PATHS.one(id), ok, { method: 'DELETE' }));
export const useRegenerateCode = () =>
  useClassesWrite(({ id }: { id: number }) =>
    apiRequest(CLASS_PATHS.regenerate(id), classSchema, { method: 'POST' }),
  );
export const useRollover = () =>
  useClassesWrite(({ schoolYear }: { schoolYear: string }) =>
    apiRequest(CLASS_PATHS.rollover, z.object({ archived: z.number() }), {
      method: 'POST',
      body: { school_year: schoolYear },
    }),
  );

export interface BulkCreate {
  id: number;
  students: { first_name: string; last_initial?: string; grade?: string }[];
  sign_in: 'code' | 'question';
  question?: string;
  answer?: string;
}
export const useBulkCreate = () =>
  useClassesWrite(({ id, ...body }: BulkCreate) =>
    apiRequest(CLASS_PATHS.bulk(id), z.object({ credentials: z.array(credentialSchema) }), {
      method: 'POST',
      body,
    }),
  );
export const useUnlockStudent = () =>
  useClassesWrite(({ id, studentId }: { id: number; studentId: number }) =>
    apiRequest(CLASS_PATHS.unlock(id, studentId), ok, { method: 'POST' }),
  );
export const useResetSecret = () =>
  useClassesWrite(({ id, studentId, answer }: { id: number; studentId: number; answer?: string }) =>
    apiRequest(CLASS_PATHS.reset(id, studentId), credentialSchema, { method: 'POST', body: { answer } }),
  );
export const useMoveStudent = () =>
  useClassesWrite(({ id, studentId, to }: { id: number; studentId: number; to: number }) =>
    apiRequest(CLASS_PATHS.move(id, studentId), ok, { method: 'POST', body: { roster_id: to } }),
  );
export const useRemoveStudent = () =>
  useClassesWrite(({ id, studentId }: { id: number; studentId: number }) =>
    apiRequest(CLASS_PATHS.student(id, studentId), ok, { method: 'DELETE' }),
  );

// The student's side (spec 1 §7, spec 3 §7).
export function useJoinedClasses() {
  return useQuery({
    queryKey: [...CLASSES_KEY, 'joined'],
    queryFn: ({ signal }) =>
      apiRequest(CLASS_PATHS.joined, z.object({ results: z.array(joinedSchema) }), { signal }),
  });
}
export const useJoinByCode = () =>
  useClassesWrite(async ({ code }: { code: string }) => {
    const found = await apiRequest(CLASS_PATHS.byCode(code), z.object({ id: z.number(), name: z.string() }));
    await apiRequest(CLASS_PATHS.join(found.id), ok, { method: 'POST', body: {} });
    return found;
  });
export const useLeaveClass = () =>
  useClassesWrite(({ url }: { url: string }) => apiRequest(url, ok, { method: 'DELETE' }));

export const ApiErrorText = {
  /**
   * A failed join: an unknown, expired or archived code is the spec's 'Invalid code entered.' (spec 1
   * §5); any other refusal with a message of its own (a full class) shows that message.
   */
  joinFailure(error: unknown, invalid: string): string {
    if (error instanceof ApiRequestError && error.status === 404) return invalid;
    if (error instanceof ApiRequestError && error.status < 500 && error.body.message)
      return error.body.message;
    return invalid;
  },
};
