import type { FacetEntry, SearchFacetName } from '@lantern/shared';
import { hiddenMediaTypes } from '../../lib/experience-mode.ts';

/** The facet groups of the search page, in the order they are offered, with their headings. */
export const FACET_GROUPS: readonly { name: SearchFacetName; title: string }[] = [
  { name: 'media_type', title: 'Type' },
  { name: 'grades', title: 'Grades' },
  { name: 'subject', title: 'Subject' },
  { name: 'language', title: 'Language' },
  { name: 'duration', title: 'Length' },
  { name: 'accessibility', title: 'Accessibility' },
  { name: 'additional_features', title: 'Additional features' },
  { name: 'cp', title: 'Project' },
  { name: 'cs', title: 'Collection' },
  { name: 'ct', title: 'Curriculum' },
];

export function facetGroupTitle(name: string): string {
  return FACET_GROUPS.find((group) => group.name === name)?.title ?? name;
}

/** How a facet value reads (spec 1 §9): 'type (count)', and 'Resources in {language} (count)'. */
export function facetEntryText(name: string, entry: Pick<FacetEntry, 'label' | 'count'>): string {
  return `${facetEntryLabel(name, entry)} (${entry.count})`;
}

/** The same without its count. */
export function facetEntryLabel(name: string, entry: Pick<FacetEntry, 'label'>): string {
  return name === 'language' ? `Resources in ${entry.label}` : entry.label;
}

/** Entries a mode may offer (the audience rule: hiddenMediaTypes). */
export function offeredEntries(
  name: string,
  entries: readonly FacetEntry[],
  mode: { student: boolean; addOn: boolean },
): FacetEntry[] {
  if (name !== 'media_type') return [...entries];
  const hidden = hiddenMediaTypes(mode);
  return entries.filter((entry) => !hidden.has(entry.value));
}

/** The label of a chosen facet value, from the reply's facet counts when it is there. */
export function facetValueLabel(
  facets: Record<string, readonly FacetEntry[]> | undefined,
  name: string,
  value: string,
): string {
  // Excluded values may list several comma-separated values.
  return value
    .split(',')
    .map((one) => facets?.[name]?.find((entry) => entry.value === one)?.label ?? one)
    .join(', ');
}
