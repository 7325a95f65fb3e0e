import { PRIVACY_TEXTS, privacyCheckFormSchema } from '@lantern/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Form } from '../../components/ui/form.tsx';
import { fieldMessages } from '../../components/ui/form-errors.ts';
import { FormAlert } from '../../components/ui/form-field.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { useExperienceMode } from '../../lib/experience-mode.ts';
import { usePageConfig } from '../../lib/page-config.ts';
import {
  AcknowledgementCheckbox,
  ClassroomSettingsFields,
  UNTICKED,
  useClassroomSettingsForm,
} from './classroom-settings.tsx';
import styles from './privacy.module.css';
import { privacyRecordQuery, useDoThisLater, useSetDataPrivacy } from './privacy-api.ts';
import type { PrivacyModalReason } from './privacy-gate.ts';
import { setPayloadFromForm, shouldOpenPrivacyModal } from './privacy-rules.ts';
import { PrivacySuccessModal } from './success-modal.tsx';

type Pane = 'info' | 'settings' | 'acknowledge' | 'success' | 'later';

/**
 * Decides whether the modal is needed (from the record), then shows it: signed already resolves true
 * at once; the arrival opens only when neither signed nor put off (spec 2 §4).
 */
export function PrivacyModalFlow({
  reason,
  onDone,
}: {
  reason: PrivacyModalReason;
  onDone: (acknowledged: boolean) => void;
}) {
  const record = useQuery(privacyRecordQuery());
  const config = usePageConfig();
  const mode = useExperienceMode();
  // Decided once, on the record as it was when asked: signing replaces the record in the cache, and
  // the modal must stay for its success message rather than vanish with the need for it.
  const [needed, setNeeded] = useState<boolean | null>(null);
  if (needed === null && record.data) {
    const context = { isStudent: config.isStudent, addOn: mode.addOn };
    // Never for students or in the add-on view (spec 2 §4). The arrival also respects 'do this later';
    // a guarded action or the teacher's own request opens it whenever the teacher has not signed.
    const open =
      reason === 'arrival'
        ? shouldOpenPrivacyModal(record.data, context)
        : shouldOpenPrivacyModal({ ...record.data, do_this_later: false }, context);
    setNeeded(open);
  }
  const settled = record.isError || needed === false;
  useEffect(() => {
    if (settled) onDone(record.data?.sign_acknowledgement === true);
  }, [settled, record.data, onDone]);
  if (!needed) return null;
  return <PrivacyModal firstName={config.firstName ?? ''} onDone={onDone} />;
}

/** The three panes (spec 2 "Data-privacy modal"), then the success modal or the do-this-later confirmation. */
function PrivacyModal({ firstName, onDone }: { firstName: string; onDone: (acknowledged: boolean) => void }) {
  const [pane, setPane] = useState<Pane>('info');
  const form = useClassroomSettingsForm();
  const setPrivacy = useSetDataPrivacy();
  const doThisLater = useDoThisLater();
  const { pathname } = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Each pane starts at its heading, so keyboard and screen-reader users hear where they are.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the pane changes
  useEffect(() => headingRef.current?.focus(), [pane]);

  // Esc, the backdrop, the close button and 'Do this later' all record do_this_later (spec 2 §4). Its
  // failure is non-critical (spec 2 §8): the confirmation shows either way.
  const putOff = () => {
    doThisLater.mutate({ do_this_later: true });
    setPane('later');
  };

  const onAssignments = pathname.startsWith('/tools/assignments');
  const heading = (text: string) => (
    <h3 ref={headingRef} tabIndex={-1} className={styles.paneHeading}>
      {text}
    </h3>
  );

  // After signing, the panes close and the success modal shows (spec 2 §4).
  if (pane === 'success') return <PrivacySuccessModal key="success" onClose={() => onDone(true)} />;
  if (pane === 'later') {
    return (
      // A dialog of its own (key), so it opens with focus inside it like any new dialog.
      <Modal
        key="later"
        title={PRIVACY_TEXTS.modalTitle}
        isOpen
        onClose={() => onDone(false)}
        actions={
          // The one action of the confirmation that replaced the panes takes focus.
          <Button autoFocus onClick={() => onDone(false)}>
            OK
          </Button>
        }
      >
        <p>{PRIVACY_TEXTS.doThisLaterConfirmation}</p>
      </Modal>
    );
  }

  return (
    <Modal key="panes" title={PRIVACY_TEXTS.modalTitle} isOpen onClose={putOff} size="medium">
      {pane === 'info' && (
        <div className={styles.pane}>
          {heading(PRIVACY_TEXTS.greeting(firstName))}
          <p>{PRIVACY_TEXTS.fall2023Message}</p>
          {onAssignments && <p>{PRIVACY_TEXTS.awaitingNote}</p>}
          <div className={styles.paneActions}>
            <Button variant="secondary" onClick={putOff}>
              {PRIVACY_TEXTS.doThisLater}
            </Button>
            <Button onClick={() => setPane('settings')}>{PRIVACY_TEXTS.provideInformationNow}</Button>
          </div>
        </div>
      )}
      {/* Kept mounted on the next pane, so Previous finds the typeaheads as they were left. */}
      {(pane === 'settings' || pane === 'acknowledge') && (
        <div className={styles.pane} hidden={pane !== 'settings'}>
          {pane === 'settings' && heading(PRIVACY_TEXTS.classroomSettingsHeading)}
          <ClassroomSettingsFields form={form} />
          <div className={styles.paneActions}>
            <Button variant="secondary" onClick={() => setPane('info')}>
              {PRIVACY_TEXTS.previous}
            </Button>
            <Button disabled={!form.formState.isValid} onClick={() => setPane('acknowledge')}>
              {PRIVACY_TEXTS.next}
            </Button>
          </div>
        </div>
      )}
      {pane === 'acknowledge' && (
        <div className={styles.pane}>
          {heading(PRIVACY_TEXTS.acknowledgementHeading)}
          {/* Ticking the box submits at once (spec 2 §4); a refusal unticks it and says why. */}
          <Form
            schema={privacyCheckFormSchema}
            options={{ defaultValues: UNTICKED }}
            pending={setPrivacy.isPending}
            onSubmit={async (_ticked, { setValue }) => {
              try {
                await setPrivacy.mutateAsync(setPayloadFromForm(form.getValues()));
                setPane('success');
              } catch (error) {
                setValue('privacyCheck', false as unknown as true);
                throw error;
              }
            }}
          >
            {({ register, formState: { errors } }) => (
              <>
                <FormAlert messages={fieldMessages(errors.root?.server)} />
                <AcknowledgementCheckbox
                  registration={register('privacyCheck', {
                    onChange: (event) => {
                      if (event.target.checked) event.target.form?.requestSubmit();
                    },
                  })}
                  disabled={setPrivacy.isPending}
                />
              </>
            )}
          </Form>
          {setPrivacy.isPending && <p role="status">Saving…</p>}
          <div className={styles.paneActions}>
            <Button variant="secondary" onClick={() => setPane('settings')} disabled={setPrivacy.isPending}>
              {PRIVACY_TEXTS.previous}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
