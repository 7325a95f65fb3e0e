import type { HeroImage, HomepageCollection, PromoAd, SearchCard } from '@lantern/shared';
import type { AdRow, CollectionRow, HeroRow } from './homepage.repo.ts';
import type { CardRow } from './homepage-sql.ts';

/** Presenters list every field sent, so no internal column can leak into a reply. */

const resourceUrl = (code: string) => `/resource/${encodeURIComponent(code)}/`;

export function presentCard(row: CardRow): SearchCard {
  return {
    resource_code: row.resource_code,
    title: row.title,
    media_type: row.media_type,
    description: row.description,
    duration: row.duration_seconds === null ? null : Number(row.duration_seconds),
    poster: row.poster,
    grades: row.grades,
    subjects: row.subjects.map((subject) => ({ id: Number(subject.id), title: subject.title })),
    languages: row.languages,
    url: resourceUrl(row.resource_code),
  };
}

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
    resource_count: Number(row.resource_count),
    resources,
    url: `/collection/${row.slug}/`,
  };
}

export function presentAd(row: AdRow): PromoAd {
  return {
    spot: Number(row.spot),
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
