/** Homepage texts and the small decisions behind them (spec 1 §1, §2.5). */

export const HOME_HEADLINE = 'Bring the World to Your Classroom';
export const HOME_SEARCH_PLACEHOLDER = 'Search classroom resources...';
export const HOME_TITLE_SUFFIX = ' | Teaching Resources For Students And Teachers';

/** The chosen station, once stations exist (issue 6); null on the national site. */
export interface HeroStation {
  name: string;
  stateName: string | null;
}

/**
 * The hero subtitle. Nationally it names no station; a chosen station is named, and when its state is
 * known the offer is 'just for {state} teachers like you'.
 */
export function heroSubtitle(productName: string, station: HeroStation | null): string {
  const curators = station
    ? `${station.name} and ${productName} have`
    : `Your local public media stations and ${productName} have`;
  const audience = station?.stateName
    ? `and more just for ${station.stateName} teachers like you.`
    : 'and more for teachers like you.';
  return `${curators} curated FREE, curriculum-aligned videos, interactives, lesson plans ${audience}`;
}

/**
 * One hero image per day, so returning visitors see the set change without the picture jumping
 * between page loads within a visit.
 */
export function pickHeroImage<T>(images: readonly T[], now: Date): T | null {
  if (images.length === 0) return null;
  const day = Math.floor(now.getTime() / 86_400_000);
  return images[day % images.length] ?? null;
}

/** Ads are shown ascending by spot; ties keep the server's order. */
export function sortAdsBySpot<T extends { spot: number }>(ads: readonly T[]): T[] {
  return [...ads].sort((a, b) => a.spot - b.spot);
}

/** 'See All Collections': search with an empty q and only collections selected. */
export const SEE_ALL_COLLECTIONS_HREF = `/search?${new URLSearchParams([
  ['q', ''],
  ['selected_facet', 'media_type:Collection'],
]).toString()}`;

/** The six benefits of a free account, for the 'Unlock the Power of' block. */
export const ACCOUNT_BENEFITS = [
  'Save and organize your favorite resources',
  'See the standards for your state',
  'Manage your classes and assignments',
  'Sync with your classroom platform',
  'Create your own lessons',
  'Get a dashboard customized for you',
] as const;
