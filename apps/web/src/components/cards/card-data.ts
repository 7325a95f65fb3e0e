import type { SearchCard } from '@lantern/shared';

/**
 * What a resource card shows: a search result (packages/shared/src/search, searchCardSchema), plus the
 * optional summary fields of spec 3 §3 that other replies (homepage lists) may carry.
 */
export type ResourceCardData = SearchCard & {
  project?: string | null;
  brand?: string | null;
  support_materials_count?: number | null;
};

/** What a collection card shows; homepage and search replies map their collection objects to this. */
export interface CollectionCardData {
  title: string;
  url: string;
  poster: string | null;
  description?: string | null;
  /** 'series' or 'collection' (catalog COLLECTION_TYPES); shown as the card's type line. */
  type?: string | null;
  resources_count?: number | null;
  grades?: readonly string[];
}

/** Heading level of the card title within the page's outline. */
export type CardHeadingLevel = 2 | 3 | 4;
