import type { AssignmentSlide } from '@lantern/shared';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import listStates from '../../components/ui/list-states.module.css';
import { ApiRequestError } from '../../lib/api-client.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import { StoredRichText } from '../player/index.ts';
import { usePreviewAssignment } from './api.ts';
import { QUESTION_TYPE_LABELS } from './lesson-form.ts';
import styles from './lessons.module.css';
import { MediaPreview } from './media-preview.tsx';
import { LESSON_PAGES } from './paths.ts';
import { TeacherOnly } from './teacher-only.tsx';

function PreviewSlide({
  slide,
  position,
  total,
}: {
  slide: AssignmentSlide;
  position: number;
  total: number;
}) {
  const heading = `Slide ${position} of ${total}${slide.title ? `: ${slide.title}` : ''}`;
  return (
    <li className={styles.previewSlide}>
      <article aria-label={heading}>
        <h2 className={styles.sectionTitle}>{heading}</h2>
        {slide.type === 'Media' && (
          <>
            {slide.asset ? <MediaPreview media={slide.asset} /> : <p>This media is no longer available.</p>}
            {slide.description && <p>{slide.description}</p>}
            {slide.brand && <p className={styles.hint}>From {slide.brand}</p>}
          </>
        )}
        {slide.type === 'Text' && <StoredRichText html={slide.description} className={styles.richTextView} />}
        {slide.type === 'Question' && (
          <>
            {slide.description && <StoredRichText html={slide.description} className={styles.richTextView} />}
            <ol className={styles.previewQuestions}>
              {slide.questions.map((question) => (
                <li key={question.pk} className={styles.question}>
                  <p className={styles.hint}>{QUESTION_TYPE_LABELS[question.type]}</p>
                  <StoredRichText html={question.text} className={styles.richTextView} />
                  {question.type === 'Fill' && (
                    <p>
                      Accepted answers:{' '}
                      <strong>{question.choices.map((choice) => choice.text).join(', ')}</strong>
                    </p>
                  )}
                  {(question.type === 'Multiple' || question.type === 'True_false') && (
                    <ul className={styles.previewChoices}>
                      {question.choices.map((choice) => (
                        <li key={choice.id} className={choice.correct ? styles.correctChoice : undefined}>
                          {choice.text}
                          {choice.correct && (
                            <strong className={styles.correctMark}> (correct answer)</strong>
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                  {(question.type === 'Short' || question.type === 'Essay') && (
                    <p className={styles.hint}>Students write their answer; you mark it.</p>
                  )}
                </li>
              ))}
            </ol>
          </>
        )}
      </article>
    </li>
  );
}

/**
 * /tools/lessonbuilder/preview/{code}/ (the lesson's preview_link): the slides as a student sees them,
 * read-only, with the correct answers marked, from the preview call (which writes nothing). The student
 * player comes with the student-experience issue.
 */
export function LessonPreviewPage() {
  return (
    <TeacherOnly>
      <LessonPreviewPageContent />
    </TeacherOnly>
  );
}

function LessonPreviewPageContent() {
  const { code = '' } = useParams();
  const preview = usePreviewAssignment(code);
  useDocumentTitle(pageTitle(preview.data ? `Preview: ${preview.data.name}` : 'Lesson preview'));
  if (preview.isPending) return <p role="status">Loading the preview…</p>;
  if (preview.isError) {
    const missing = preview.error instanceof ApiRequestError && preview.error.status < 500;
    return (
      <div className={listStates.error} role="alert">
        <h1 className={styles.pageTitle}>{missing ? 'Lesson not found' : 'Something went wrong'}</h1>
        <p>
          {missing ? 'This lesson does not exist or is not yours.' : 'Please try again later or contact us.'}
        </p>
        <Link to={LESSON_PAGES.list}>Back to your lessons</Link>
      </div>
    );
  }
  const lesson = preview.data;
  return (
    <section aria-labelledby="preview-title">
      <div className={styles.titleRow}>
        <h1 id="preview-title" className={styles.pageTitle}>
          Preview: {lesson.name}
        </h1>
        <div className={styles.headerActions}>
          <Link to={LESSON_PAGES.edit(lesson.code)} className={buttonClass('secondary', 'small')}>
            Edit lesson
          </Link>
          <Link to={LESSON_PAGES.list} className={buttonClass('ghost', 'small')}>
            All lessons
          </Link>
        </div>
      </div>
      <p className={styles.previewNote}>
        This is how students see the lesson. Correct answers are marked for you only.
      </p>
      {lesson.description && <p>{lesson.description}</p>}
      {lesson.slides.length === 0 ? (
        <p>This lesson has no slides yet.</p>
      ) : (
        <ol className={styles.previewList}>
          {lesson.slides.map((slide, index) => (
            <PreviewSlide key={slide.id} slide={slide} position={index + 1} total={lesson.slides.length} />
          ))}
        </ol>
      )}
    </section>
  );
}
