import type { ImportReport } from '@lantern/shared';
import styles from '../classes.module.css';

/** The most lines the table shows; refused lines come first, so what stops the import is always visible. */
const SHOWN = 300;
const ACTION_TEXT = {
  create: 'Will be created',
  change: 'Will change',
  unchanged: 'Unchanged',
  refuse: 'Refused',
};
const DONE_TEXT = { create: 'Created', change: 'Changed', unchanged: 'Unchanged', refuse: 'Refused' };

export function ImportCounts({ report }: { report: ImportReport }) {
  const rows = [
    ['Classes', report.counts.classes],
    ['Students', report.counts.students],
    ['Enrollments', report.counts.enrollments],
  ] as const;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so keyboard users can scroll it on a narrow screen
    <section className={styles.tableWrap} aria-label="Summary" tabIndex={0}>
      <table className={styles.table}>
        <caption>Summary</caption>
        <thead>
          <tr>
            <th scope="col">Kind</th>
            <th scope="col">New</th>
            <th scope="col">Changed</th>
            <th scope="col">Unchanged</th>
            <th scope="col">Refused</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, counts]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{counts.create}</td>
              <td>{counts.change}</td>
              <td>{counts.unchanged}</td>
              <td>{counts.refuse}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The line-by-line report: file, line, column, what happens and why. */
export function ImportLines({ report }: { report: ImportReport }) {
  const ordered = [
    ...report.lines.filter((line) => line.action === 'refuse'),
    ...report.lines.filter((line) => line.action !== 'refuse'),
  ];
  const shown = ordered.slice(0, SHOWN);
  const text = report.dry_run ? ACTION_TEXT : DONE_TEXT;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so keyboard users can scroll it on a narrow screen
    <section className={styles.tableWrap} aria-label="Line by line" tabIndex={0}>
      <table className={styles.table}>
        <caption>
          Line by line
          {ordered.length > SHOWN
            ? ` (the first ${SHOWN} of ${ordered.length} lines, refused ones first)`
            : ''}
        </caption>
        <thead>
          <tr>
            <th scope="col">File</th>
            <th scope="col">Line</th>
            <th scope="col">Column</th>
            <th scope="col">Result</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((line) => (
            <tr key={`${line.file}:${line.line}:${line.kind}:${line.column ?? ''}:${line.message}`}>
              <td>{line.file}</td>
              <td>{line.line}</td>
              <td>{line.column ?? '—'}</td>
              <td className={line.action === 'refuse' ? styles.locked : undefined}>{text[line.action]}</td>
              <td>{line.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
