/** The roster benchmark's district file: a OneRoster 1.2 CSV zip written to the 1.2 CSV binding's headers. */
import { type Rows, zipRows } from '../apps/server/src/modules/classes/import/oneroster-writer.ts';

/** One school and term, `CLASSES` homerooms of `PER_CLASS` students each, one teacher enrolled in all of them. */
export function districtZip(CLASSES: number, PER_CLASS: number): Uint8Array {
  const rows: Rows = {
    'manifest.csv': [
      { propertyName: 'manifest.version', value: '1.0' },
      { propertyName: 'oneroster.version', value: '1.2' },
    ],
    'orgs.csv': [{ sourcedId: 'org-1', status: 'active', name: 'Maple Elementary', type: 'school' }],
    'academicSessions.csv': [
      {
        sourcedId: 'term-1',
        status: 'active',
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
        status: 'active',
        enabledUser: 'true',
        username: 'teacher1',
        givenName: 'Val',
        familyName: 'Frizzle',
        primaryOrgSourcedId: 'org-1',
      },
    ],
    'enrollments.csv': [],
  };
  const enrollment = (sourcedId: string, classId: string, userId: string, role: string) => ({
    sourcedId,
    status: 'active',
    classSourcedId: classId,
    schoolSourcedId: 'org-1',
    userSourcedId: userId,
    role,
  });
  for (let c = 1; c <= CLASSES; c++) {
    rows['classes.csv'].push({
      sourcedId: `class-${c}`,
      status: 'active',
      title: `Homeroom ${c}`,
      grades: '03',
      courseSourcedId: 'course-1',
      classType: 'homeroom',
      schoolSourcedId: 'org-1',
      termSourcedIds: 'term-1',
    });
    rows['enrollments.csv'].push(enrollment(`enr-t-${c}`, `class-${c}`, 'teacher-1', 'teacher'));
    for (let s = 1; s <= PER_CLASS; s++) {
      const id = `stu-${c}-${s}`;
      rows['users.csv'].push({
        sourcedId: id,
        status: 'active',
        enabledUser: 'true',
        username: id,
        givenName: `Kid${(c * PER_CLASS + s) % 997}`,
        familyName: `Family${s}`,
        grades: '03',
        primaryOrgSourcedId: 'org-1',
      });
      rows['enrollments.csv'].push(enrollment(`enr-${id}`, `class-${c}`, id, 'student'));
    }
  }
  return zipRows(rows);
}
