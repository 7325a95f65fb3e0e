import { zodResolver } from '@hookform/resolvers/zod';
import {
  LESSON_SLIDES_MAX,
  type Lesson,
  lessonCreateBodySchema,
  SLIDE_TYPES,
  type SlideType,
} from '@lantern/shared';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, type Resolver, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Link, useBlocker } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { fieldMessages } from '../../components/ui/form-errors.ts';
import { FormField, TextAreaField } from '../../components/ui/form-field.tsx';
import { AssignButton } from '../assign/index.ts';
import { useAutosave } from './autosave.ts';
import { DeleteSlideDialog } from './delete-slide-dialog.tsx';
import {
  copySlide,
  EMPTY_LESSON,
  type LessonFormValues,
  lessonToForm,
  newSlide,
  slideName,
} from './lesson-form.ts';
import styles from './lessons.module.css';
import { LESSON_PAGES } from './paths.ts';
import { ConflictDialog, LeaveDialog, SaveStatus } from './save-status.tsx';
import { SlideEditor } from './slide-editor.tsx';
import { SlideList } from './slide-list.tsx';
import { focusAfterRemoval } from './slide-order.ts';

// The form's rules are the create/PUT body's (decision 0016); raw: what is typed is sent, the server trims.
const resolver = zodResolver(lessonCreateBodySchema, undefined, {
  raw: true,
}) as unknown as Resolver<LessonFormValues>;

interface LessonEditorProps {
  lesson: Lesson | null;
  onCreated: (lesson: Lesson) => void;
  onSaved: (lesson: Lesson) => void;
}

/**
 * The lesson editor (issue 17; decision 0033): name, description and the slides, saved automatically.
 * The slide list on one side orders the slides; the selected slide's editor is beside it (below on a phone).
 */
export function LessonEditor({ lesson, onCreated, onSaved }: LessonEditorProps) {
  const form = useForm<LessonFormValues>({
    resolver,
    defaultValues: lesson ? lessonToForm(lesson) : EMPTY_LESSON,
    mode: 'onChange',
  });
  const { control, register, formState } = form;
  const slides = useFieldArray({ control, name: 'slides' });
  const [selected, setSelected] = useState(0);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ index: number | null; seq: number } | null>(null);
  const [code, setCode] = useState(lesson?.code ?? null);
  const createdPath = useRef<string | null>(null);
  const addButtons = useRef<HTMLDivElement>(null);
  const editorHeading = useRef<HTMLHeadingElement>(null);
  const autosave = useAutosave({
    form,
    lesson,
    onCreated: (created) => {
      createdPath.current = LESSON_PAGES.edit(created.code);
      setCode(created.code);
      onCreated(created);
    },
    onSaved,
  });

  // Leaving with changes not yet saved asks first; so does closing the tab.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      autosave.hasUnsaved() &&
      currentLocation.pathname !== nextLocation.pathname &&
      // The new lesson's own address after its first save is not leaving.
      nextLocation.pathname !== createdPath.current,
  );
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (autosave.hasUnsaved()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [autosave.hasUnsaved]);

  const add = (type: SlideType) => {
    slides.append(newSlide(type), { shouldFocus: false });
    setSelected(slides.fields.length);
    // The new slide's editor is where the teacher goes next.
    requestAnimationFrame(() => editorHeading.current?.focus());
  };

  // The list shows titles as they are typed.
  const watched = useWatch({ control, name: 'slides' });
  const slideErrors = formState.errors.slides;
  const items = slides.fields.map((field, index) => ({
    key: field.id,
    slide: watched?.[index] ?? form.getValues(`slides.${index}`),
    hasErrors: Boolean(slideErrors?.[index]),
  }));
  const current = items[selected];

  return (
    <FormProvider {...form}>
      <form
        className={styles.editor}
        noValidate
        onSubmit={(event) => event.preventDefault()}
        aria-labelledby="lesson-editor-title"
      >
        <div className={styles.titleRow}>
          <h1 id="lesson-editor-title" className={styles.pageTitle}>
            {code ? 'Edit lesson' : 'New lesson'}
          </h1>
          <div className={styles.headerActions}>
            {code && (
              <Link to={LESSON_PAGES.preview(code)} className={buttonClass('secondary', 'small')}>
                Preview
              </Link>
            )}
            {code && (
              <AssignButton
                activityCode={code}
                title={form.getValues('name') || 'Untitled lesson'}
                beforeOpen={() => autosave.saveNow()}
              />
            )}
            <Link to={LESSON_PAGES.list} className={buttonClass('ghost', 'small')}>
              All lessons
            </Link>
          </div>
        </div>
        <SaveStatus state={autosave.state} isNew={code === null} onRetry={() => void autosave.saveNow()} />
        <div className={styles.lessonFields}>
          <FormField
            label="Lesson name"
            {...register('name')}
            errors={fieldMessages(formState.errors.name)}
            autoComplete="off"
          />
          <TextAreaField
            label="Description"
            hint="Optional. What the lesson is about, for you and your students."
            rows={3}
            {...register('description')}
            errors={fieldMessages(formState.errors.description)}
          />
        </div>
        <div className={styles.builder}>
          <section className={styles.slidesColumn} aria-labelledby="slides-title">
            <h2 id="slides-title" className={styles.sectionTitle}>
              Slides ({slides.fields.length})
            </h2>
            {slides.fields.length === 0 && (
              <p className={styles.hint}>No slides yet. Add the first one below.</p>
            )}
            <SlideList
              items={items}
              selected={selected}
              onSelect={setSelected}
              onMove={(from, to) => slides.move(from, to)}
              onDuplicate={(index) => {
                slides.insert(index + 1, copySlide(form.getValues(`slides.${index}`)), {
                  shouldFocus: false,
                });
                setSelected(index + 1);
                setFocusRequest({ index: index + 1, seq: Date.now() });
              }}
              onRequestDelete={setDeleting}
              focusRequest={focusRequest}
              onFocusEmpty={() => addButtons.current?.querySelector('button')?.focus()}
            />
            {slides.fields.length < LESSON_SLIDES_MAX && (
              <div ref={addButtons} className={styles.addSlide}>
                {SLIDE_TYPES.map((type) => (
                  <Button key={type} variant="secondary" size="small" onClick={() => add(type)}>
                    Add {type} slide
                  </Button>
                ))}
              </div>
            )}
          </section>
          <section className={styles.slideColumn} aria-labelledby="slide-editor-title">
            <h2 id="slide-editor-title" ref={editorHeading} tabIndex={-1} className={styles.sectionTitle}>
              {current ? `Slide ${selected + 1}: ${slideName(current.slide)}` : 'Slide'}
            </h2>
            {current ? (
              <SlideEditor key={current.key} index={selected} />
            ) : (
              <p className={styles.hint}>Add a slide to edit it here.</p>
            )}
          </section>
        </div>
      </form>
      {deleting !== null && items[deleting] && (
        <DeleteSlideDialog
          label={`Slide ${deleting + 1}: ${slideName(items[deleting].slide)}`}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const index = deleting;
            const length = slides.fields.length;
            slides.remove(index);
            setDeleting(null);
            const next = focusAfterRemoval(length, index);
            setSelected(next ?? 0);
            setFocusRequest({ index: next, seq: Date.now() });
          }}
        />
      )}
      {autosave.state.kind === 'conflict' && (
        <ConflictDialog
          busy={false}
          onReload={() => void autosave.reloadTheirs()}
          onOverwrite={() => void autosave.overwrite()}
        />
      )}
      {blocker.state === 'blocked' && (
        <LeaveDialog onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />
      )}
    </FormProvider>
  );
}
