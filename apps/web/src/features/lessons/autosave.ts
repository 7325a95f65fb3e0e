import type { Lesson } from '@lantern/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { serverFormErrors } from '../../components/ui/form-errors.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { createLesson, fetchLesson, updateLesson } from './api.ts';
import { formToBody, type LessonFormValues, lessonToForm } from './lesson-form.ts';

/** Quiet time after the last change before saving (docs/decisions/0033). */
export const AUTOSAVE_DELAY_MS = 1200;

export type SaveState =
  | { kind: 'saved' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'invalid' }
  | { kind: 'failed'; messages: string[] }
  | { kind: 'conflict'; currentVersion: number | null };

interface AutosaveOptions {
  form: UseFormReturn<LessonFormValues>;
  lesson: Lesson | null;
  /** The first save of a new lesson created it. */
  onCreated: (lesson: Lesson) => void;
  onSaved: (lesson: Lesson) => void;
}

/**
 * Autosave of the lesson editor (decision 0033). Every change bumps a revision; after AUTOSAVE_DELAY_MS
 * of quiet the form is checked with the shared schema and, when valid, the whole lesson is sent: POST the
 * first time, then PUT with the version it was read at. A change made while a save is on its way is saved
 * after it. A 409 stops saving until the teacher chooses: reload their version or overwrite with mine
 * (the PUT again, with the version the 409 reported).
 */
export function useAutosave({ form, lesson, onCreated, onSaved }: AutosaveOptions) {
  const [state, setState] = useState<SaveState>({ kind: 'saved' });
  const code = useRef(lesson?.code ?? null);
  const version = useRef(lesson?.version ?? null);
  const revision = useRef(0);
  const savedRevision = useRef(0);
  const saving = useRef(false);
  const blocked = useRef(false); // a conflict waits for the teacher's choice
  const resetting = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const callbacks = useRef({ onCreated, onSaved });
  callbacks.current = { onCreated, onSaved };
  const saveRef = useRef<() => Promise<void>>(async () => undefined);

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void saveRef.current();
    }, AUTOSAVE_DELAY_MS);
  }, []);

  const save = useCallback(
    async (overwriteVersion?: number) => {
      clearTimeout(timer.current);
      if (saving.current || (blocked.current && overwriteVersion === undefined)) return;
      if (!(await form.trigger())) {
        setState({ kind: 'invalid' });
        return;
      }
      const target = revision.current;
      saving.current = true;
      blocked.current = false;
      setState({ kind: 'saving' });
      try {
        const values = form.getValues();
        const saved = code.current
          ? await updateLesson(
              code.current,
              formToBody(values, overwriteVersion ?? version.current ?? undefined),
            )
          : await createLesson(formToBody(values));
        const created = code.current === null;
        code.current = saved.code;
        version.current = saved.version;
        savedRevision.current = target;
        if (created) callbacks.current.onCreated(saved);
        callbacks.current.onSaved(saved);
        setState(revision.current === target ? { kind: 'saved' } : { kind: 'pending' });
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 409) {
          blocked.current = true;
          const current = error.body.current_version;
          setState({ kind: 'conflict', currentVersion: typeof current === 'number' ? current : null });
        } else {
          setState({ kind: 'failed', messages: serverFormErrors(error, []).general });
        }
      } finally {
        saving.current = false;
      }
      if (!blocked.current && revision.current !== savedRevision.current && !timer.current) schedule();
    },
    [form, schedule],
  );
  saveRef.current = () => save();

  const markChanged = useCallback(() => {
    if (resetting.current) return;
    revision.current += 1;
    if (!blocked.current) {
      setState((current) => (current.kind === 'saving' ? current : { kind: 'pending' }));
      schedule();
    }
  }, [schedule]);

  useEffect(() => {
    const subscription = form.watch(() => markChanged());
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer.current);
    };
  }, [form, markChanged]);

  /** The conflict's first choice: their version replaces mine in the form. */
  const reloadTheirs = useCallback(async () => {
    if (!code.current) return;
    setState({ kind: 'saving' });
    try {
      const theirs = await fetchLesson(code.current);
      resetting.current = true;
      form.reset(lessonToForm(theirs));
      resetting.current = false;
      version.current = theirs.version;
      savedRevision.current = revision.current;
      blocked.current = false;
      callbacks.current.onSaved(theirs);
      setState({ kind: 'saved' });
    } catch (error) {
      resetting.current = false;
      setState({ kind: 'failed', messages: serverFormErrors(error, []).general });
    }
  }, [form]);

  /** The conflict's second choice: my version is saved over theirs. */
  const overwrite = useCallback(async () => {
    const current = state.kind === 'conflict' ? state.currentVersion : null;
    if (current === null && code.current) {
      const theirs = await fetchLesson(code.current).catch(() => null);
      return save(theirs?.version ?? version.current ?? undefined);
    }
    return save(current ?? undefined);
  }, [save, state]);

  const hasUnsaved = useCallback(() => saving.current || revision.current !== savedRevision.current, []);

  return { state, saveNow: () => save(), reloadTheirs, overwrite, hasUnsaved };
}
