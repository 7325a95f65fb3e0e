import { useId } from 'react';
import styles from './profile-page.module.css';

interface ChecklistOption {
  value: string;
  label: string;
}

/** A group of checkboxes with its question as the legend and the group's message under it. */
export function ChecklistField({
  legend,
  options,
  selected,
  error,
  onToggle,
}: {
  legend: string;
  options: readonly ChecklistOption[];
  selected: readonly string[];
  error?: string;
  onToggle: (value: string, checked: boolean) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.checklist} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
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
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
