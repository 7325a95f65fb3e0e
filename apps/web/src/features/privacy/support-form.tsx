import { type DataPrivacyRecord, PRIVACY_TEXTS, schoolInformationFormSchema } from '@lantern/shared';
import { useNotifications } from '../../app/shell-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { Form } from '../../components/ui/form.tsx';
import { fieldMessages } from '../../components/ui/form-errors.ts';
import { FormAlert } from '../../components/ui/form-field.tsx';
import type { LookupItem } from './lookup-combobox.tsx';
import styles from './privacy.module.css';
import { useUpdateDataPrivacy } from './privacy-api.ts';
import { SchoolCascade } from './school-cascade.tsx';

const VALIDATE = { shouldValidate: true, shouldDirty: true, shouldTouch: true } as const;

/** The current school as the typeaheads' starting choice (a public-school record only). */
function initialChoice(record: DataPrivacyRecord) {
  const district = record.school_district.at(-1);
  if (!district) return { values: { state: '', district_guid: '', school_id: '' }, items: {} };
  const items: { state?: LookupItem; district?: LookupItem; school?: LookupItem } = {
    state: { id: district.state_location, label: record.state_name ?? district.state_location },
    district: { id: district.district_guid, label: district.district_name },
  };
  if (record.school_id && record.school_name)
    items.school = { id: record.school_id, label: record.school_name };
  return {
    values: {
      state: district.state_location,
      district_guid: district.district_guid,
      school_id: record.school_id ?? '',
    },
    items,
  };
}

/**
 * The Data-privacy support form (spec 2): required state and district, optional school; Submit is
 * disabled while invalid; success says 'Success' / 'School information updated!' (spec 2 §8) and the
 * form closes (its parent collapses it through `onSaved`).
 */
export function SupportForm({
  record,
  onSaved,
  headingId,
}: {
  record: DataPrivacyRecord;
  onSaved: () => void;
  headingId: string;
}) {
  const initial = initialChoice(record);
  const update = useUpdateDataPrivacy();
  const { notify } = useNotifications();

  return (
    <Form
      schema={schoolInformationFormSchema}
      className={styles.supportForm}
      aria-labelledby={headingId}
      options={{ defaultValues: initial.values, mode: 'onChange' }}
      onSubmit={async (values) => {
        await update.mutateAsync({
          state: values.state,
          district_guid: values.district_guid,
          // With no school chosen the update sends the district only (spec 2 §5).
          ...(values.school_id ? { school_id: values.school_id } : {}),
        });
        notify({
          title: PRIVACY_TEXTS.updateSuccessTitle,
          message: PRIVACY_TEXTS.updateSuccessMessage,
          tone: 'success',
        });
        onSaved();
      }}
    >
      {({ setValue, formState: { errors, touchedFields, isValid }, pending }) => (
        <>
          <FormAlert messages={fieldMessages(errors.root?.server)} />
          <SchoolCascade
            initial={initial.items}
            onChange={(choice) => {
              setValue('state', choice.state, VALIDATE);
              setValue('district_guid', choice.district, VALIDATE);
              setValue('school_id', choice.school, VALIDATE);
            }}
            errors={{
              state: touchedFields.state ? fieldMessages(errors.state) : [],
              district: touchedFields.district_guid ? fieldMessages(errors.district_guid) : [],
            }}
          />
          <p className={styles.attribution}>
            {PRIVACY_TEXTS.dataAttribution}{' '}
            <a href={PRIVACY_TEXTS.dataAttributionUrl} target="_blank" rel="noopener">
              About the data<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
          <div className={styles.paneActions}>
            <Button type="submit" disabled={!isValid} aria-disabled={pending || undefined}>
              {PRIVACY_TEXTS.submit}
            </Button>
          </div>
        </>
      )}
    </Form>
  );
}
