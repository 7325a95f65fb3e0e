import {
  ASSIGNMENT_LIST_PAGE_SIZE,
  ASSIGNMENT_MESSAGES,
  type AssignmentListItem,
  type AssignmentStatus,
} from '@lantern/shared';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useNotifications } from '../../app/shell-api.ts';
import listStates from '../../components/ui/list-states.module.css';
import { formatCount } from '../../lib/format-count.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import { TeacherOnly } from '../lessons/index.ts';
import { openPrivacyModal, usePrivacyGate } from '../privacy/index.ts';
import { Pagination } from '../search/index.ts';
import { useAssignmentCount, useAssignmentList, useDuplicateAssignment } from './api.ts';
import { AssignmentRow } from './assignment-row.tsx';
import { AssignmentTabs } from './assignment-tabs.tsx';
import styles from './assignments.module.css';
import { type ListOrder, listSearch, pageLoadError, readListView, validationText } from './view.ts';

const DeleteAssignmentDialog = lazy(() =>
  import('./delete-assignment-dialog.tsx').then((m) => ({ default: m.DeleteAssignmentDialog })),
);

/**
 * /tools/assignments/ and /tools/assignments/tab/awaiting (spec 3 §2, "Student assignments and results"):
 * the assigned and awaiting tabs with their counts, 'recent'/'oldest', paging, duplicate and delete.
 */
export function AssignmentsPage() {
  const { pathname } = useLocation();
  const status: AssignmentStatus = pathname.includes('/tab/awaiting') ? 'awaiting' : 'assigned';
  return (
    <TeacherOnly>
      <AssignmentsPageContent status={status} />
    </TeacherOnly>
  );
}

function AssignmentsPageContent({ status }: { status: AssignmentStatus }) {
  useDocumentTitle(pageTitle('Assignments'));
  const { search } = useLocation();
  const navigate = useNavigate();
  const view = readListView(status, search);
  const list = useAssignmentList(view);
  const counts = { assigned: useAssignmentCount('assigned'), awaiting: useAssignmentCount('awaiting') };
  const duplicate = useDuplicateAssignment();
  const { ensureAcknowledged } = usePrivacyGate();
  const { notify } = useNotifications();
  const [deleting, setDeleting] = useState<AssignmentListItem | null>(null);
  const [statusLine, setStatusLine] = useState('');
  const resultsRef = useRef<HTMLHeadingElement>(null);

  // Spec 2 §4: arriving at the assignments area asks for the privacy acknowledgement (unless put off).
  useEffect(() => {
    void openPrivacyModal('arrival');
  }, []);

  const duplicateAssignment = async (item: AssignmentListItem) => {
    if (duplicate.isPending || !(await ensureAcknowledged())) return;
    duplicate.mutate(item.code, {
      onSuccess: (made) => {
        setStatusLine(`Made a copy of “${made.title}” with the code ${made.code}.`);
        resultsRef.current?.focus();
      },
      onError: (error) => {
        const details = validationText(error);
        notify({
          title: 'Something went wrong',
          message: [ASSIGNMENT_MESSAGES.duplicateFailed, details].filter(Boolean).join(' '),
          tone: 'error',
          timeoutMs: 10_000,
        });
      },
    });
  };
  const startDelete = async (item: AssignmentListItem) => {
    if (await ensureAcknowledged()) setDeleting(item);
  };

  const count = list.data?.count ?? 0;
  const lastPage = Math.max(1, Math.ceil(count / ASSIGNMENT_LIST_PAGE_SIZE));
  const noun = status === 'assigned' ? 'assignment' : 'lesson awaiting assignment';
  const nouns = status === 'assigned' ? 'assignments' : 'lessons awaiting assignment';
  const loadError = pageLoadError(list.error);
  return (
    <section aria-labelledby="assignments-title">
      <h1 id="assignments-title" className={styles.pageTitle}>
        Assignments
      </h1>
      <AssignmentTabs
        status={status}
        counts={{ assigned: counts.assigned.data, awaiting: counts.awaiting.data }}
      />
      <div role="tabpanel" id="assignments-panel" aria-labelledby={`assignments-tab-${status}`}>
        <div className={styles.toolbar}>
          <label className={styles.field}>
            <span>Order</span>
            <select
              value={view.order}
              onChange={(event) =>
                navigate({
                  search: listSearch(search, { order: event.target.value as ListOrder, page: 1 }),
                })
              }
            >
              <option value="recent">Recent</option>
              <option value="oldest">Oldest</option>
            </select>
          </label>
        </div>
        <p role="status" className={styles.statusLine}>
          {statusLine}
        </p>
        <h2 ref={resultsRef} tabIndex={-1} className={listStates.resultsHeading}>
          {list.data ? `${formatCount(count)} ${count === 1 ? noun : nouns}` : 'Your assignments'}
        </h2>
        {list.isPending ? (
          <p role="status">Loading your assignments…</p>
        ) : !list.data ? (
          <div className={listStates.error} role="alert">
            <p>
              <strong>{loadError.title}</strong>
            </p>
            <p>{loadError.message}</p>
          </div>
        ) : count === 0 ? (
          <div className={listStates.empty}>
            <p>
              {status === 'assigned'
                ? 'You have not assigned anything yet. Assign a lesson to a class, or share its code with students.'
                : 'Every lesson of yours is assigned. New lessons wait here until you assign them.'}
            </p>
          </div>
        ) : (
          <>
            <ul className={styles.list} aria-busy={list.isPlaceholderData || undefined}>
              {list.data.results.map((item) => (
                <AssignmentRow
                  key={`${item.status}-${item.code}`}
                  item={item}
                  duplicating={duplicate.isPending && duplicate.variables === item.code}
                  onDuplicate={duplicateAssignment}
                  onDelete={startDelete}
                />
              ))}
            </ul>
            <Pagination
              page={Math.min(view.page, lastPage)}
              lastPage={lastPage}
              params={new URLSearchParams(search)}
              onNavigate={() => resultsRef.current?.focus()}
            />
          </>
        )}
      </div>
      {deleting && (
        <Suspense fallback={null}>
          <DeleteAssignmentDialog
            item={deleting}
            onClose={() => setDeleting(null)}
            onDeleted={(title) => {
              setDeleting(null);
              setStatusLine(`Deleted “${title}”.`);
              resultsRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
