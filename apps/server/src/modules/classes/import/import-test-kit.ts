import { ROSTER_IMPORT_FILE_FIELD, ROSTER_IMPORT_URL } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { injectAs, type SignedIn } from '../../../test/test-app.ts';
import type { Rows } from './oneroster-writer.ts';

/**
 * OneRoster 1.2 CSV fixtures (written by oneroster-writer.ts), made small in the test and broken one way at a
 * time, and the upload of a file.
 */

/** A school, a term, `classes` classes and `perClass` students in each, plus one teacher enrolled everywhere. */
export function oneRosterRows(classes = 2, perClass = 3): Rows {
  const rows: Rows = {
    'manifest.csv': [
      { propertyName: 'manifest.version', value: '1.0' },
      { propertyName: 'oneroster.version', value: '1.2' },
      ...['academicSessions', 'classes', 'enrollments', 'orgs', 'users'].map((name) => ({
        propertyName: `file.${name}`,
        value: 'bulk',
      })),
      { propertyName: 'file.courses', value: 'absent' },
    ],
    'orgs.csv': [{ sourcedId: 'org-1', status: 'active', name: 'Maple Elementary', type: 'school' }],
    'academicSessions.csv': [
      {
        sourcedId: 'term-1',
        title: '2025-2026',
        type: 'schoolYear',
        startDate: '2025-08-15',
        endDate: '2026-06-15',
        schoolYear: '2026',
      },
    ],
    'classes.csv': [],
    'users.csv': [
      {
        sourcedId: 'teacher-1',
        enabledUser: 'true',
        username: 'ms.frizzle',
        givenName: 'Valerie',
        familyName: 'Frizzle',
        email: 'frizzle@example.org',
      },
    ],
    'enrollments.csv': [],
  };
  for (let c = 1; c <= classes; c++) {
    rows['classes.csv'].push({
      sourcedId: `class-${c}`,
      title: `Grade 3 Room ${c}`,
      courseSourcedId: 'course-1',
      classType: 'homeroom',
      schoolSourcedId: 'org-1',
      termSourcedIds: 'term-1',
    });
    rows['enrollments.csv'].push({
      sourcedId: `enr-t-${c}`,
      classSourcedId: `class-${c}`,
      schoolSourcedId: 'org-1',
      userSourcedId: 'teacher-1',
      role: 'teacher',
    });
    for (let s = 1; s <= perClass; s++) {
      const id = `stu-${c}-${s}`;
      rows['users.csv'].push({
        sourcedId: id,
        enabledUser: 'true',
        username: id,
        givenName: `Kid${c}x${s}`,
        familyName: 'Rivera',
        grades: '03',
      });
      rows['enrollments.csv'].push({
        sourcedId: `enr-${id}`,
        classSourcedId: `class-${c}`,
        schoolSourcedId: 'org-1',
        userSourcedId: id,
        role: 'student',
      });
    }
  }
  return rows;
}

export async function upload(
  app: FastifyInstance,
  who: SignedIn | null,
  file: { name: string; bytes: Uint8Array },
  dryRun = false,
) {
  const form = new FormData();
  form.append(ROSTER_IMPORT_FILE_FIELD, new Blob([new Uint8Array(file.bytes)]), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await injectAs(app, who, {
    method: 'POST',
    url: `${ROSTER_IMPORT_URL}${dryRun ? '?dry_run=true' : ''}`,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') as string },
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read reply bodies loosely and assert their shape
  return { status: response.statusCode, body: response.json() as Record<string, any> };
}
