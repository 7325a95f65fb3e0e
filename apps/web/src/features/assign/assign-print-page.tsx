import { ASSIGNMENT_CODE_PATTERN } from '@lantern/shared';
import { Link, useParams } from 'react-router';
import { PrintPage } from '../../components/ui/print-page.tsx';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import styles from './assign.module.css';
import { ASSIGN_PAGES } from './assign-api.ts';

/**
 * The printable quick-assign sheet (/tools/assign/print/:code): a bare page (no header or footer) with the code
 * and the student address that opens it. The code is in the address, not a secret of this page: it reads nothing.
 */
export function AssignPrintPage() {
  const code = useParams().code ?? '';
  useDocumentTitle(pageTitle('Assignment code'));
  const address = `${window.location.origin}${ASSIGN_PAGES.student(code)}`;
  return (
    <PrintPage
      title="Assignment code sheet"
      back={<Link to={ASSIGN_PAGES.assignments}>Your assignments</Link>}
    >
      {ASSIGNMENT_CODE_PATTERN.test(code) ? (
        <>
          <h1>Your assignment</h1>
          <p>Your assignment code is</p>
          <p className={styles.bigCode}>{code}</p>
          <p>
            Go to <span className={styles.address}>{address}</span> to start it.
          </p>
        </>
      ) : (
        <p role="alert">This is not an assignment code. Open the sheet again from the assign window.</p>
      )}
    </PrintPage>
  );
}
