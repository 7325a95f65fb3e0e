import { PRIVACY_TEXTS } from '@lantern/shared';
import { type Ref, useState } from 'react';
import { LookupComboBox, type LookupItem } from './lookup-combobox.tsx';
import styles from './privacy.module.css';
import { lookupSearchTerm } from './privacy-rules.ts';
import {
  NO_STATE_KEY,
  useDebouncedValue,
  useDistrictLookup,
  useSchoolLookup,
  useStateLookup,
} from './use-lookups.ts';

/** The ids the cascade sets: a state's code, a district's NCES id, a school's NCES id ('' when none). */
export interface SchoolChoice {
  state: string;
  district: string;
  school: string;
}

export interface SchoolCascadeErrors {
  state?: readonly string[];
  district?: readonly string[];
  school?: readonly string[];
}

/** One typeahead's text and choice; the text searches while it differs from the chosen item's name. */
function useLookupField(initial: LookupItem | null, { debounce = true } = {}) {
  const [selected, setSelected] = useState<LookupItem | null>(initial);
  const [inputValue, setInputValue] = useState(initial?.label ?? '');
  const term = lookupSearchTerm(inputValue, selected?.label ?? null);
  const debounced = useDebouncedValue(term);
  const search = debounce ? debounced : term;
  const reset = () => {
    setSelected(null);
    setInputValue('');
  };
  return { selected, setSelected, inputValue, setInputValue, search, reset };
}

/**
 * State → district → school (spec 2 §4 School form cascade): choosing a state resets and enables the
 * district and disables the school; choosing a district resets the school, which is enabled only when
 * the district has schools. Each is a typeahead with scroll-to-end paging.
 */
export function SchoolCascade({
  onChange,
  errors = {},
  initial,
  refs = {},
  onBlur,
}: {
  onChange: (choice: SchoolChoice) => void;
  errors?: SchoolCascadeErrors;
  /** What is chosen already (the profile's current school), shown in the fields. */
  initial?: { state?: LookupItem; district?: LookupItem; school?: LookupItem };
  refs?: { state?: Ref<HTMLInputElement>; district?: Ref<HTMLInputElement> };
  onBlur?: () => void;
}) {
  // The states are one short list filtered in the browser: no call to wait for, so no debounce.
  const state = useLookupField(initial?.state ?? null, { debounce: false });
  const district = useLookupField(initial?.district ?? null);
  const school = useLookupField(initial?.school ?? null);
  const stateCode = state.selected && state.selected.id !== NO_STATE_KEY ? state.selected.id : '';
  const districtGuid = district.selected?.id ?? '';

  const states = useStateLookup(state.search);
  const districts = useDistrictLookup(stateCode, district.search);
  const schools = useSchoolLookup(districtGuid, school.search);
  // The school field opens only when the district has schools: the unfiltered list's count says so.
  const allSchools = useSchoolLookup(districtGuid, '');
  const districtHasSchools = (allSchools.count ?? 0) > 0;

  const report = (next: Partial<SchoolChoice>) =>
    onChange({
      state: stateCode,
      district: districtGuid,
      school: school.selected?.id ?? '',
      ...next,
    });

  // React Aria reports a choice again when the field is left or Escape pressed after typing (as null
  // when the chosen item is not in the list on screen): the text goes back to the chosen name, and
  // nothing changes. Only a different item is a new choice, and resets what depends on it.
  const isNewChoice = (
    field: ReturnType<typeof useLookupField>,
    item: LookupItem | null,
  ): item is LookupItem => {
    if (item === null || item.id === field.selected?.id) {
      field.setInputValue(field.selected?.label ?? '');
      return false;
    }
    field.setSelected(item);
    field.setInputValue(item.label);
    return true;
  };
  const chooseState = (item: LookupItem | null) => {
    if (!isNewChoice(state, item)) return;
    district.reset();
    school.reset();
    report({ state: item.id !== NO_STATE_KEY ? item.id : '', district: '', school: '' });
  };
  const chooseDistrict = (item: LookupItem | null) => {
    if (!isNewChoice(district, item)) return;
    school.reset();
    report({ district: item.id, school: '' });
  };
  const chooseSchool = (item: LookupItem | null) => {
    if (isNewChoice(school, item)) report({ school: item.id });
  };
  // Emptying the (optional) school field removes the school.
  const typeSchool = (value: string) => {
    school.setInputValue(value);
    if (value === '' && school.selected) {
      school.setSelected(null);
      report({ school: '' });
    }
  };

  const schoolUnavailable = districtGuid !== '' && allSchools.count === 0;
  return (
    <div className={styles.cascade}>
      <LookupComboBox
        label={PRIVACY_TEXTS.stateLabel}
        placeholder={PRIVACY_TEXTS.statePlaceholder}
        emptyText="No state or territory matches."
        inputValue={state.inputValue}
        onInputChange={state.setInputValue}
        selected={state.selected}
        onSelect={chooseState}
        results={states}
        isRequired
        errors={errors.state}
        inputRef={refs.state}
        onBlur={onBlur}
      />
      <LookupComboBox
        label={PRIVACY_TEXTS.districtLabel}
        placeholder={PRIVACY_TEXTS.districtPlaceholder}
        emptyText={PRIVACY_TEXTS.noDistrictsFound}
        inputValue={district.inputValue}
        onInputChange={district.setInputValue}
        selected={district.selected}
        onSelect={chooseDistrict}
        results={districts}
        isDisabled={stateCode === ''}
        isRequired
        errors={errors.district}
        inputRef={refs.district}
        onBlur={onBlur}
      />
      <LookupComboBox
        label={PRIVACY_TEXTS.schoolLabel}
        placeholder={schoolUnavailable ? PRIVACY_TEXTS.noSchoolsForDistrict : PRIVACY_TEXTS.schoolPlaceholder}
        emptyText={PRIVACY_TEXTS.noSchoolsForDistrict}
        inputValue={school.inputValue}
        onInputChange={typeSchool}
        selected={school.selected}
        onSelect={chooseSchool}
        results={schools}
        isDisabled={!districtHasSchools}
        errors={errors.school}
      />
    </div>
  );
}
