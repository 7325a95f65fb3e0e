import type { FacetEntry } from '@lantern/shared';
import { useId, useState } from 'react';
import { ChevronDownIcon } from '../../components/ui/icons.tsx';
import { FACET_GROUPS, facetEntryLabel, facetEntryText, offeredEntries } from './facet-labels.ts';
import styles from './search-page.module.css';
import { facetParam, type SearchMode } from './search-url.ts';

const SHOWN_BEFORE_MORE = 6;
/** Groups open at first; the rest start folded so the list of filters stays short. */
const OPEN_AT_FIRST = new Set(['media_type', 'grades', 'subject', 'language']);

interface FacetPanelProps {
  facets: Record<string, FacetEntry[]>;
  selected: readonly string[];
  excluded: readonly string[];
  mode: SearchMode;
  /** Facet names not to offer (a browse page's own filter, a student's grade). */
  hidden?: readonly string[];
  /** Facet names whose counts do not describe what is listed (resource counts beside collections). */
  uncounted?: readonly string[];
  onToggle: (facet: string) => void;
  onExclude: (facet: string) => void;
}

/** Filters with counts: a checkbox selects a value, the '−' button leaves it out. */
export function FacetPanel({
  facets,
  selected,
  excluded,
  mode,
  hidden = [],
  uncounted = [],
  onToggle,
  onExclude,
}: FacetPanelProps) {
  const groups = FACET_GROUPS.filter((group) => !hidden.includes(group.name))
    .map((group) => ({ ...group, entries: offeredEntries(group.name, facets[group.name] ?? [], mode) }))
    .filter((group) => group.entries.length > 0);
  if (groups.length === 0) return null;
  return (
    <div className={styles.facetGroups}>
      {groups.map((group) => (
        <FacetGroup
          key={group.name}
          name={group.name}
          title={group.title}
          entries={group.entries}
          selected={selected}
          excluded={excluded}
          counted={!uncounted.includes(group.name)}
          onToggle={onToggle}
          onExclude={onExclude}
        />
      ))}
    </div>
  );
}

interface FacetGroupProps {
  name: string;
  title: string;
  entries: FacetEntry[];
  selected: readonly string[];
  excluded: readonly string[];
  counted: boolean;
  onToggle: (facet: string) => void;
  onExclude: (facet: string) => void;
}

function FacetGroup({
  name,
  title,
  entries,
  selected,
  excluded,
  counted,
  onToggle,
  onExclude,
}: FacetGroupProps) {
  const [showAll, setShowAll] = useState(false);
  const chosenInGroup = entries.some((entry) => selected.includes(facetParam(name, entry.value)));
  const [open, setOpen] = useState(OPEN_AT_FIRST.has(name) || chosenInGroup);
  const listId = useId();
  // Chosen values stay in sight when the rest of a long list is folded away.
  const isChosen = (entry: FacetEntry) =>
    selected.includes(facetParam(name, entry.value)) || excluded.includes(facetParam(name, entry.value));
  const shown = showAll
    ? entries
    : entries.filter((entry, index) => index < SHOWN_BEFORE_MORE || isChosen(entry));
  return (
    <div className={styles.facetGroup}>
      <h3>
        <button
          type="button"
          className={styles.facetToggle}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          {title}
          <ChevronDownIcon size={18} />
        </button>
      </h3>
      <div id={listId} hidden={!open}>
        <ul className={styles.facetList}>
          {shown.map((entry, index) => {
            const facet = facetParam(name, entry.value);
            const inputId = `${listId}-${index}`;
            const isExcluded = excluded.includes(facet);
            const text = counted ? facetEntryText(name, entry) : facetEntryLabel(name, entry);
            return (
              <li key={entry.value} className={isExcluded ? styles.facetExcluded : undefined}>
                <input
                  id={inputId}
                  type="checkbox"
                  checked={selected.includes(facet)}
                  onChange={() => onToggle(facet)}
                />
                <label htmlFor={inputId}>{text}</label>
                {!isExcluded && (
                  <button
                    type="button"
                    className={styles.excludeButton}
                    onClick={() => onExclude(facet)}
                    aria-label={`Leave out ${entry.label}`}
                    title={`Leave out ${entry.label}`}
                  >
                    <span aria-hidden="true">−</span>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
        {(showAll ? entries.length > SHOWN_BEFORE_MORE : entries.length > shown.length) && (
          <button
            type="button"
            className={styles.showMore}
            aria-expanded={showAll}
            onClick={() => setShowAll((value) => !value)}
          >
            {showAll ? 'Show fewer' : `Show ${entries.length - shown.length} more`}
            <span className="visually-hidden"> ({title})</span>
          </button>
        )}
      </div>
    </div>
  );
}
