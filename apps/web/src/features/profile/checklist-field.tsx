import { useId } from 'react';
import { Fieldset } from '../../components/ui/form-field.tsx';
import styles from './profile-page.module.css';

interface ChecklistOption<T extends string> {
  value: T;
  label: string;
}

/** A group of checkboxes with its question as the legend and the group's messages under it. */
export function ChecklistField<T extends string>({
  legend,
  options,
  selected,
  errors,
  onToggle,
}: {
  legend: string;
  options: readonly ChecklistOption<T>[];
  selected: readonly string[];
  errors: readonly string[];
  onToggle: (value: T, checked: boolean) => void;
}) {
  const id = useId();
  return (
    <Fieldset legend={legend} legendClassName={styles.legend} className={styles.checklist} errors={errors}>
      <div className={styles.checkboxes}>
        {options.map((option) => (
          <label key={option.value} className={styles.checkbox}>
            <input
              type="checkbox"
              name={`${id}-option`}
              value={option.value}
              checked={selected.includes(option.value)}
              onChange={(event) => onToggle(option.value, event.target.checked)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </Fieldset>
  );
}
