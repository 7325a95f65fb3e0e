import type { FacetEntry } from '@lantern/shared';
import { useEffect, useRef } from 'react';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { facetGroupTitle, facetValueLabel } from './facet-labels.ts';
import styles from './search-page.module.css';
import { splitFacetParam } from './search-url.ts';

interface ActiveFiltersProps {
  selected: string[];
  excluded: string[];
  facets: Record<string, FacetEntry[]> | undefined;
  onRemove: (kind: 'selected' | 'excluded', facet: string) => void;
  onClear: () => void;
  /** Where focus goes once the last chip is gone (the removed button took focus with it). */
  focusWhenEmpty: () => void;
}

/** The chosen filters as removable chips, and 'Clear all'. */
export function ActiveFilters({
  selected,
  excluded,
  facets,
  onRemove,
  onClear,
  focusWhenEmpty,
}: ActiveFiltersProps) {
  const list = useRef<HTMLUListElement>(null);
  // The position of a removed chip: its neighbour takes focus once the address has changed.
  const refocusAt = useRef<number | null>(null);
  const count = selected.length + excluded.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a chip has gone
  useEffect(() => {
    const index = refocusAt.current;
    if (index === null) return;
    refocusAt.current = null;
    const chips = list.current?.querySelectorAll('button') ?? [];
    if (chips.length > 0) chips[Math.min(index, chips.length - 1)]?.focus();
    else focusWhenEmpty();
  }, [count]);

  if (count === 0) return null;
  const chip = (kind: 'selected' | 'excluded', facet: string, index: number) => {
    const { name, value } = splitFacetParam(facet);
    const text = `${kind === 'excluded' ? 'Not ' : ''}${facetGroupTitle(name)}: ${facetValueLabel(facets, name, value)}`;
    return (
      <li key={`${kind}-${facet}`}>
        <button
          type="button"
          className={kind === 'excluded' ? styles.chipExcluded : styles.chip}
          onClick={() => {
            refocusAt.current = index;
            onRemove(kind, facet);
          }}
          aria-label={`Remove filter ${text}`}
        >
          {text}
          <CloseIcon size={14} />
        </button>
      </li>
    );
  };
  return (
    <div className={styles.activeFilters}>
      <ul ref={list} aria-label="Chosen filters">
        {selected.map((facet, index) => chip('selected', facet, index))}
        {excluded.map((facet, index) => chip('excluded', facet, selected.length + index))}
      </ul>
      <button
        type="button"
        className={styles.clearAll}
        onClick={() => {
          refocusAt.current = 0;
          onClear();
        }}
      >
        Clear all filters
      </button>
    </div>
  );
}
