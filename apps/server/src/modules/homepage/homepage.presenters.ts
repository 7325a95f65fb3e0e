import type { HeroImage, HomepageCollection, PromoAd } from '@lantern/shared';
import type { AdRow, CollectionRow, HeroRow } from './homepage.repo.ts';

/** Presenters list every field sent, so no internal column can leak into a reply. */

const resourceUrl = (code: string) => `/resource/${encodeURIComponent(code)}/`;

export { presentCard } from '../cards/index.ts';

export function presentCollection(row: CollectionRow): HomepageCollection {
  const resources = row.resources.map((resource) => ({
    resource_code: resource.resource_code,
    title: resource.title,
    media_type: resource.media_type,
    poster: resource.poster,
    url: resourceUrl(resource.resource_code),
  }));
  return {
    slug: row.slug,
    title: row.title,
    type: row.type,
    media_type: 'Collection',
    description: row.description,
    // A collection without artwork of its own shows its first resource's poster.
    poster: row.poster_path ?? resources.find((resource) => resource.poster)?.poster ?? null,
    grades: row.grades,
    resource_count: row.resource_count,
    resources,
    url: `/collection/${row.slug}/`,
  };
}

export function presentAd(row: AdRow): PromoAd {
  return {
    spot: row.spot,
    image_its: row.image_path,
    image_alt: row.image_alt,
    description: row.description,
    callToActionLink: row.call_to_action_link,
    callToActionText: row.call_to_action_text,
  };
}

export function presentHeroImage(row: HeroRow): HeroImage {
  return { image_url: row.image_path, alt_text: row.alt_text };
}
