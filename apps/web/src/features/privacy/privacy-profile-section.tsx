import {
  type DataPrivacyRecord,
  PRIVACY_TEXTS,
  privacyCheckFormSchema,
  TEACHER_TYPE_OPTIONS,
} from '@lantern/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Form } from '../../components/ui/form.tsx';
import { fieldMessages } from '../../components/ui/form-errors.ts';
import { FormAlert } from '../../components/ui/form-field.tsx';
import { isAreaBuilt } from '../../lib/classroom-areas.ts';
import { useAssignmentCount } from '../assignments/index.ts';
import {
  AcknowledgementCheckbox,
  ClassroomSettingsFields,
  UNTICKED,
  useClassroomSettingsForm,
} from './classroom-settings.tsx';
import styles from './privacy.module.css';
import { privacyRecordQuery, usePrivacyRecord, useSetDataPrivacy } from './privacy-api.ts';
import { nextStepLink, PUT_OFF_NOTE, setPayloadFromForm } from './privacy-rules.ts';
import { PrivacySuccessModal } from './success-modal.tsx';
import { SupportForm } from './support-form.tsx';

/**
 * The Student Privacy section of the profile page (spec 2 "Data privacy section of the profile
 * page"): the school and a change-details form once acknowledged, else the acknowledgement form.
 */
export function PrivacyProfileSection() {
  const record = usePrivacyRecord();
  const [showSuccess, setShowSuccess] = useState(false);
  if (record.isPending) return <p role="status">Loading your student privacy settings…</p>;
  if (record.isError) {
    return (
      <p role="alert" className={styles.error}>
        We could not load your student privacy settings. Please reload the page to try again.
      </p>
    );
  }
  return (
    <>
      {record.data.sign_acknowledgement ? (
        <AcknowledgedView record={record.data} />
      ) : (
        <AcknowledgementForm record={record.data} onSigned={() => setShowSuccess(true)} />
      )}
      {showSuccess && <PrivacySuccessModal onClose={() => setShowSuccess(false)} />}
    </>
  );
}

function teacherTypeLabel(record: DataPrivacyRecord): string {
  return (
    TEACHER_TYPE_OPTIONS.find((option) => option.value === record.teacher_type)?.label ??
    PRIVACY_TEXTS.notSupplied
  );
}

function AcknowledgedView({ record }: { record: DataPrivacyRecord }) {
  const [editing, setEditing] = useState(false);
  const id = useId();
  const district = record.school_district.at(-1);
  // Spec 2 §7's count probes (?status=…&limit=1): awaiting lessons first, then assigned ones, else the lesson builder.
  const probe = isAreaBuilt('assignments');
  const awaiting = useAssignmentCount('awaiting', probe);
  const assigned = useAssignmentCount('assigned', probe);
  const counts =
    awaiting.data === undefined || assigned.data === undefined
      ? undefined
      : { awaiting: awaiting.data, assigned: assigned.data };
  const next = nextStepLink(counts, isAreaBuilt);
  return (
    <div className={styles.profileView}>
      <dl className={styles.details}>
        <div>
          <dt>Teacher type</dt>
          <dd>{teacherTypeLabel(record)}</dd>
        </div>
        <div>
          <dt>{PRIVACY_TEXTS.stateLabel}</dt>
          <dd>{record.state_name ?? PRIVACY_TEXTS.notSupplied}</dd>
        </div>
        <div>
          <dt>{PRIVACY_TEXTS.districtLabel}</dt>
          <dd>{district?.district_name ?? PRIVACY_TEXTS.notSupplied}</dd>
        </div>
        <div>
          <dt>{PRIVACY_TEXTS.schoolLabel}</dt>
          <dd>{record.school_name ?? PRIVACY_TEXTS.notSupplied}</dd>
        </div>
      </dl>
      <div className={styles.paneActions}>
        <Button
          variant="secondary"
          aria-expanded={editing}
          aria-controls={`${id}-support`}
          onClick={() => setEditing(!editing)}
        >
          {PRIVACY_TEXTS.changeDetails}
        </Button>
        {next && (
          <Link to={next.to} className={buttonClass('primary')}>
            {next.label}
          </Link>
        )}
      </div>
      <div id={`${id}-support`} hidden={!editing}>
        {editing && (
          <>
            <h3 id={`${id}-support-title`} className={styles.subheading}>
              Your school
            </h3>
            <SupportForm
              record={record}
              headingId={`${id}-support-title`}
              onSaved={() => setEditing(false)}
            />
          </>
        )}
      </div>
    </div>
  );
}

/** Not acknowledged: where the teacher teaches and the required checkbox, sent with Submit (spec 2 §5). */
function AcknowledgementForm({ record, onSigned }: { record: DataPrivacyRecord; onSigned: () => void }) {
  const form = useClassroomSettingsForm();
  const setPrivacy = useSetDataPrivacy();
  const queryClient = useQueryClient();
  const id = useId();

  return (
    <Form
      schema={privacyCheckFormSchema}
      options={{ defaultValues: UNTICKED, mode: 'onChange' }}
      pending={setPrivacy.isPending}
      className={styles.profileForm}
      aria-labelledby={`${id}-title`}
      onSubmit={async () => {
        if (!(await form.trigger())) return;
        await setPrivacy.mutateAsync(setPayloadFromForm(form.getValues()));
        // A successful save reloads the data and shows the success modal (spec 2 §4).
        await queryClient.invalidateQueries({ queryKey: privacyRecordQuery().queryKey });
        onSigned();
      }}
    >
      {({ register, formState: { errors, isValid } }) => (
        <>
          <h3 id={`${id}-title`} className={styles.subheading}>
            {PRIVACY_TEXTS.acknowledgementHeading}
          </h3>
          <p>{PRIVACY_TEXTS.fall2023Message}</p>
          {record.do_this_later && <p className={styles.note}>{PUT_OFF_NOTE}</p>}
          <FormAlert messages={fieldMessages(errors.root?.server)} />
          <ClassroomSettingsFields form={form} />
          <AcknowledgementCheckbox registration={register('privacyCheck')} />
          <div className={styles.paneActions}>
            <Button
              type="submit"
              disabled={!(form.formState.isValid && isValid)}
              aria-disabled={setPrivacy.isPending || undefined}
            >
              {PRIVACY_TEXTS.submit}
            </Button>
          </div>
        </>
      )}
    </Form>
  );
}
