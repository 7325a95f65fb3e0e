/** The student side: code entry, quick-assign, the student's lists and result view (issue 21; 0044, 0045). */
export * from './rules.ts';
export * from './student.ts';
