import { type Ref, useId } from 'react';
import {
  Button,
  Collection,
  ComboBox,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxLoadMoreItem,
  Popover,
  Text,
} from 'react-aria-components';
import { FieldMessages } from '../../components/ui/form-field.tsx';
import styles from './privacy.module.css';

export interface LookupItem {
  id: string;
  label: string;
  /** A second line that tells same-named entries apart (a school's city). */
  detail?: string;
}

/** What a lookup has for the current text: its items so far, and how far loading got. */
export interface LookupResults {
  items: readonly LookupItem[];
  isPending: boolean;
  isError: boolean;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
}

interface LookupComboBoxProps {
  label: string;
  placeholder: string;
  /** What to say when the list is empty (e.g. 'No schools found for this district'). */
  emptyText: string;
  inputValue: string;
  onInputChange: (value: string) => void;
  selected: LookupItem | null;
  onSelect: (item: LookupItem | null) => void;
  results: LookupResults;
  isDisabled?: boolean;
  isRequired?: boolean;
  errors?: readonly string[];
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}

/**
 * A typeahead field over a server list (React Aria ComboBox): the list opens as one types or with the
 * arrow button (or Down arrow), Down/Up move through it, Enter chooses, and reaching its end (by scrolling or the
 * arrow keys) loads the next page. Loading, empty and failed lists say so inside the popover.
 */
export function LookupComboBox({
  label,
  placeholder,
  emptyText,
  inputValue,
  onInputChange,
  selected,
  onSelect,
  results,
  isDisabled,
  isRequired,
  errors = [],
  inputRef,
  onBlur,
}: LookupComboBoxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const byId = new Map(results.items.map((item) => [item.id, item]));
  if (selected && !byId.has(selected.id)) byId.set(selected.id, selected);
  return (
    <ComboBox
      className={styles.lookup}
      items={results.items}
      inputValue={inputValue}
      onInputChange={onInputChange}
      selectedKey={selected?.id ?? null}
      onSelectionChange={(key) => onSelect(key === null ? null : (byId.get(String(key)) ?? null))}
      isDisabled={isDisabled}
      isRequired={isRequired}
      isInvalid={errors.length > 0}
      allowsEmptyCollection
      // Typing, Down arrow or the button open the list; merely tabbing through does not.
      menuTrigger="input"
      onBlur={onBlur}
      aria-describedby={errors.length > 0 ? errorId : undefined}
    >
      <Label className={styles.lookupLabel}>{label}</Label>
      <div className={styles.lookupControl}>
        <Input ref={inputRef} className={styles.lookupInput} placeholder={placeholder} />
        <Button className={styles.lookupButton} aria-label={`Show ${label.toLowerCase()} list`}>
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      <FieldMessages id={errorId} messages={errors} />
      <Popover className={styles.lookupPopover} placement="bottom start">
        <ListBox
          className={styles.lookupList}
          renderEmptyState={() => (
            <p className={styles.lookupEmpty}>
              {results.isPending
                ? 'Loading…'
                : results.isError
                  ? 'The list could not be loaded. Please try again.'
                  : emptyText}
            </p>
          )}
        >
          <Collection items={results.items}>
            {(item) => (
              <ListBoxItem id={item.id} textValue={item.label} className={styles.lookupOption}>
                <Text slot="label">{item.label}</Text>
                {item.detail && (
                  <Text slot="description" className={styles.lookupDetail}>
                    {item.detail}
                  </Text>
                )}
              </ListBoxItem>
            )}
          </Collection>
          {results.hasMore && (
            <ListBoxLoadMoreItem
              className={styles.lookupMore}
              onLoadMore={results.loadMore}
              isLoading={results.isLoadingMore}
            >
              Loading more…
            </ListBoxLoadMoreItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
