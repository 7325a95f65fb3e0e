import { formatJoinCode } from '@lantern/shared';
import { Link, useParams } from 'react-router';
import { PrintPage } from '../../components/ui/print-page.tsx';
import { getPageConfig } from '../../lib/page-config.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import { useClassDetail } from './classes-api.ts';
import { CLASSES_PATHS } from './classes-paths.ts';
import styles from './print.module.css';

/**
 * The printable join sheet of a class (/tools/classes/:rosterId/join-sheet/): a page of its own,
 * without the site's header and footer, to print and put up in the classroom. The code is not a
 * secret: anyone with it can ask to join, and the teacher can make a new one at any time.
 */
export function JoinSheetPage() {
  const id = useParams().rosterId ?? '';
  const detail = useClassDetail(id);
  const roster = detail.data;
  useDocumentTitle(pageTitle(roster ? `Join ${roster.name}` : 'Join sheet'));
  const address = `${window.location.origin}${CLASSES_PATHS.student}`;
  return (
    // A bare route: nothing else is on the page, so print CSS only hides the Print bar.
    <PrintPage title="Join sheet" back={<Link to={CLASSES_PATHS.list}>Back to your classes</Link>}>
      {detail.isPending ? (
        <p role="status">Loading the class…</p>
      ) : !roster ? (
        <p role="alert">
          This class could not be loaded. It may have been deleted, or it is not one of yours.
        </p>
      ) : roster.archived ? (
        <p role="alert">
          {roster.name} is archived: students cannot join it. Restore it to print its join sheet.
        </p>
      ) : (
        <>
          <h1>Join {roster.name}</h1>
          <p>Your class code is</p>
          <p className={styles.bigCode}>{formatJoinCode(roster.join_code)}</p>
          <ol className={styles.steps}>
            <li>
              Go to {address} and sign in to {getPageConfig().productName} as a student.
            </li>
            <li>Type the class code in the box under “Join a class”.</li>
            <li>Choose Join class. Your class appears in your list.</li>
          </ol>
        </>
      )}
    </PrintPage>
  );
}
