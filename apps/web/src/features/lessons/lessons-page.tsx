import type { LessonListItem } from '@lantern/shared';
import { LESSON_LIST_PAGE_SIZE } from '@lantern/shared';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useNotifications } from '../../app/shell-api.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import listStates from '../../components/ui/list-states.module.css';
import { countText } from '../../lib/format-count.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import { Pagination } from '../search/index.ts';
import { useCopyLesson, useLessonList } from './api.ts';
import { LessonRow } from './lesson-row.tsx';
import styles from './lessons.module.css';
import { LESSON_SORT_OPTIONS, lessonListSearch, readLessonListView } from './list-view.ts';
import { LESSON_PAGES } from './paths.ts';
import { TeacherOnly } from './teacher-only.tsx';

const DeleteLessonDialog = lazy(() =>
  import('./delete-lesson-dialog.tsx').then((m) => ({ default: m.DeleteLessonDialog })),
);

/**
 * /tools/lessonbuilder/ (spec 3 §2, issue 17): the teacher's lessons, searched by name, sorted and
 * paged on the server, each with Edit, Preview, Copy, Delete and Add to folder. Assign arrives with
 * the assignments issue (nothing stands in for it).
 */
export function LessonsPage() {
  return (
    <TeacherOnly>
      <LessonsPageContent />
    </TeacherOnly>
  );
}

function LessonsPageContent() {
  useDocumentTitle(pageTitle('Lesson Builder'));
  const { search } = useLocation();
  const navigate = useNavigate();
  const view = readLessonListView(search);
  const lessons = useLessonList(view);
  const copy = useCopyLesson();
  const { notify } = useNotifications();
  const [text, setText] = useState(view.q);
  const [deleting, setDeleting] = useState<LessonListItem | null>(null);
  const [status, setStatus] = useState('');
  const resultsRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => setText(view.q), [view.q]);
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    navigate({ search: lessonListSearch(search, { ...view, q: text.trim(), page: 1 }) });
  };

  const copyLesson = (lesson: LessonListItem) => {
    if (copy.isPending) return;
    copy.mutate(lesson.code, {
      onSuccess: (made) => {
        setStatus(`Made “${made.name}”.`);
        resultsRef.current?.focus();
      },
      onError: () =>
        notify({ title: 'Could not copy', message: 'Please try again later or contact us.', tone: 'error' }),
    });
  };

  const count = lessons.data?.count ?? 0;
  const lastPage = Math.max(1, Math.ceil(count / LESSON_LIST_PAGE_SIZE));
  const narrowed = view.q !== '';
  return (
    <section aria-labelledby="lessons-title">
      <div className={styles.titleRow}>
        <h1 id="lessons-title" className={styles.pageTitle}>
          Lesson Builder
        </h1>
        <Link to={LESSON_PAGES.create} className={buttonClass('primary')}>
          New lesson
        </Link>
      </div>
      <div className={styles.toolbar}>
        <form className={styles.searchForm} onSubmit={submitSearch} aria-label="Search your lessons">
          <label className={styles.field}>
            <span>Search by name</span>
            <input
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              maxLength={200}
            />
          </label>
          <Button type="submit" size="small">
            Search
          </Button>
        </form>
        <label className={styles.field}>
          <span>Sort by</span>
          <select
            value={view.ordering}
            onChange={(event) =>
              navigate({
                search: lessonListSearch(search, {
                  ...view,
                  page: 1,
                  ordering:
                    LESSON_SORT_OPTIONS.find((option) => option.value === event.target.value)?.value ??
                    view.ordering,
                }),
              })
            }
          >
            {LESSON_SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p role="status" className={styles.statusLine}>
        {status}
      </p>
      <h2 ref={resultsRef} tabIndex={-1} className={listStates.resultsHeading}>
        {lessons.data ? countText(count, 'lesson') : 'Your lessons'}
      </h2>
      {lessons.isPending ? (
        <p role="status">Loading your lessons…</p>
      ) : lessons.isError ? (
        <p className={listStates.error} role="alert">
          Your lessons could not be loaded. Please reload the page to try again.
        </p>
      ) : count === 0 ? (
        <div className={listStates.empty}>
          {narrowed ? (
            <>
              <p>No lesson’s name matches “{view.q}”.</p>
              <Link to={{ search: lessonListSearch(search, { ...view, q: '', page: 1 }) }}>
                Show all lessons
              </Link>
            </>
          ) : (
            <>
              <p>
                You have no lessons yet. A lesson puts videos, images, instructions and questions from the
                library in order for your class.
              </p>
              <Link to={LESSON_PAGES.create} className={buttonClass('primary', 'small')}>
                Build your first lesson
              </Link>
            </>
          )}
        </div>
      ) : (
        <>
          <ul className={styles.lessonList} aria-busy={lessons.isPlaceholderData || undefined}>
            {lessons.data.results.map((lesson) => (
              <LessonRow
                key={lesson.code}
                lesson={lesson}
                copying={copy.isPending && copy.variables === lesson.code}
                onCopy={copyLesson}
                onDelete={setDeleting}
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
      {deleting && (
        <Suspense fallback={null}>
          <DeleteLessonDialog
            lesson={deleting}
            onClose={() => setDeleting(null)}
            onDeleted={(name) => {
              setDeleting(null);
              setStatus(`Deleted “${name}”.`);
              resultsRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
