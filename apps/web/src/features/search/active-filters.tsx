import type { FacetEntry } from '@lantern/shared';
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
}

/** The chosen filters as removable chips, and 'Clear all'. */
export function ActiveFilters({ selected, excluded, facets, onRemove, onClear }: ActiveFiltersProps) {
  if (selected.length === 0 && excluded.length === 0) return null;
  const chip = (kind: 'selected' | 'excluded', facet: string) => {
    const { name, value } = splitFacetParam(facet);
    const text = `${kind === 'excluded' ? 'Not ' : ''}${facetGroupTitle(name)}: ${facetValueLabel(facets, name, value)}`;
    return (
      <li key={`${kind}-${facet}`}>
        <button
          type="button"
          className={kind === 'excluded' ? styles.chipExcluded : styles.chip}
          onClick={() => onRemove(kind, facet)}
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
      <h3 className="visually-hidden">Chosen filters</h3>
      <ul>
        {selected.map((facet) => chip('selected', facet))}
        {excluded.map((facet) => chip('excluded', facet))}
      </ul>
      <button type="button" className={styles.clearAll} onClick={onClear}>
        Clear all filters
      </button>
    </div>
  );
}
