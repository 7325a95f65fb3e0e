/** The roster benchmark's district file: a OneRoster 1.2 CSV zip written to the 1.2 CSV binding's headers. */
import { zipSync } from 'fflate';

const csv = (header: string[], rows: string[][]) =>
  `${[header.join(','), ...rows.map((row) => row.join(','))].join('\r\n')}\r\n`;

/** The district file, written to the 1.2 CSV binding's headers. */
export function districtZip(CLASSES: number, PER_CLASS: number): Uint8Array {
  const classes: string[][] = [];
  const usersRows: string[][] = [
    [
      'teacher-1',
      'active',
      '',
      'true',
      'teacher1',
      '',
      'Val',
      'Frizzle',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      'org-1',
      '',
    ],
  ];
  const enrollments: string[][] = [];
  for (let c = 1; c <= CLASSES; c++) {
    classes.push([
      `class-${c}`,
      'active',
      '',
      `Homeroom ${c}`,
      '03',
      'course-1',
      '',
      'homeroom',
      '',
      'org-1',
      'term-1',
      '',
      '',
      '',
    ]);
    enrollments.push([`enr-t-${c}`, 'active', '', `class-${c}`, 'org-1', 'teacher-1', 'teacher', '', '', '']);
    for (let s = 1; s <= PER_CLASS; s++) {
      const id = `stu-${c}-${s}`;
      usersRows.push([
        id,
        'active',
        '',
        'true',
        id,
        '',
        `Kid${(c * PER_CLASS + s) % 997}`,
        `Family${s}`,
        '',
        '',
        '',
        '',
        '',
        '',
        '03',
        '',
        '',
        '',
        '',
        '',
        '',
        'org-1',
        '',
      ]);
      enrollments.push([`enr-${id}`, 'active', '', `class-${c}`, 'org-1', id, 'student', '', '', '']);
    }
  }
  const text = (value: string) => new TextEncoder().encode(value);
  return zipSync({
    'manifest.csv': text(
      csv(
        ['propertyName', 'value'],
        [
          ['manifest.version', '1.0'],
          ['oneroster.version', '1.2'],
        ],
      ),
    ),
    'orgs.csv': text(
      csv(
        ['sourcedId', 'status', 'dateLastModified', 'name', 'type', 'identifier', 'parentSourcedId'],
        [['org-1', 'active', '', 'Maple Elementary', 'school', '', '']],
      ),
    ),
    'academicSessions.csv': text(
      csv(
        [
          'sourcedId',
          'status',
          'dateLastModified',
          'title',
          'type',
          'startDate',
          'endDate',
          'parentSourcedId',
          'schoolYear',
        ],
        [['term-1', 'active', '', '2025-2026', 'schoolYear', '2025-08-15', '2026-06-15', '', '2026']],
      ),
    ),
    'classes.csv': text(
      csv(
        [
          'sourcedId',
          'status',
          'dateLastModified',
          'title',
          'grades',
          'courseSourcedId',
          'classCode',
          'classType',
          'location',
          'schoolSourcedId',
          'termSourcedIds',
          'subjects',
          'subjectCodes',
          'periods',
        ],
        classes,
      ),
    ),
    'users.csv': text(
      csv(
        [
          'sourcedId',
          'status',
          'dateLastModified',
          'enabledUser',
          'username',
          'userIds',
          'givenName',
          'familyName',
          'middleName',
          'identifier',
          'email',
          'sms',
          'phone',
          'agentSourcedIds',
          'grades',
          'password',
          'userMasterIdentifier',
          'resourceSourcedIds',
          'preferredGivenName',
          'preferredMiddleName',
          'preferredFamilyName',
          'primaryOrgSourcedId',
          'pronouns',
        ],
        usersRows,
      ),
    ),
    'enrollments.csv': text(
      csv(
        [
          'sourcedId',
          'status',
          'dateLastModified',
          'classSourcedId',
          'schoolSourcedId',
          'userSourcedId',
          'role',
          'primary',
          'beginDate',
          'endDate',
        ],
        enrollments,
      ),
    ),
  });
}
