import type { Lesson } from '@lantern/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import listStates from '../../components/ui/list-states.module.css';
import { ApiRequestError } from '../../lib/api-client.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import { LESSONS_KEY, lessonQueryOptions, useLesson } from './api.ts';
import { LessonEditor } from './lesson-editor.tsx';
import styles from './lessons.module.css';
import { LESSON_PAGES } from './paths.ts';
import { TeacherOnly } from './teacher-only.tsx';

/**
 * /tools/lessonbuilder/new/ and /tools/lessonbuilder/edit/{code} (spec 3 §2). A new lesson is created by
 * its first save; the address then becomes its edit address without remounting the editor, so the
 * teacher keeps typing where they were.
 */
export function LessonEditorPage() {
  return (
    <TeacherOnly>
      <LessonEditorPageContent />
    </TeacherOnly>
  );
}

function LessonEditorPageContent() {
  const { code } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<string | null>(null);
  const saved = (lesson: Lesson) => {
    queryClient.setQueryData(lessonQueryOptions(lesson.code).queryKey, lesson);
    void queryClient.invalidateQueries({ queryKey: [...LESSONS_KEY, 'list'] });
  };
  useDocumentTitle(pageTitle(code ? 'Edit lesson' : 'New lesson'));

  if (code === undefined || code === created) {
    return (
      <LessonEditor
        key="created-here"
        lesson={null}
        onSaved={saved}
        onCreated={(lesson) => {
          setCreated(lesson.code);
          // The address changes, the page does not: focus stays in the field being typed in (router.tsx).
          navigate(LESSON_PAGES.edit(lesson.code), { replace: true, state: { keepFocus: true } });
        }}
      />
    );
  }
  return <LoadedLessonEditor key={code} code={code} onSaved={saved} />;
}

function LoadedLessonEditor({ code, onSaved }: { code: string; onSaved: (lesson: Lesson) => void }) {
  const lesson = useLesson(code);
  if (lesson.isPending) return <p role="status">Loading the lesson…</p>;
  if (lesson.isError) {
    const missing =
      lesson.error instanceof ApiRequestError && (lesson.error.status === 404 || lesson.error.status === 400);
    return (
      <div className={listStates.error} role="alert">
        <h1 className={styles.pageTitle}>{missing ? 'Lesson not found' : 'Something went wrong'}</h1>
        <p>
          {missing
            ? 'This lesson does not exist or is not yours. It may have been deleted.'
            : 'The lesson could not be loaded. Please try again later or contact us.'}
        </p>
        <Link to={LESSON_PAGES.list}>Back to your lessons</Link>
      </div>
    );
  }
  return <LessonEditor lesson={lesson.data} onCreated={() => undefined} onSaved={onSaved} />;
}
