import type { SearchCard } from '@lantern/shared';
import type { CardRow } from './card.repo.ts';

/** A resource card as every list sends it; every field is listed, so no column leaks. */
export function presentCard(row: CardRow): SearchCard {
  return {
    lo_id: row.id,
    resource_code: row.resource_code,
    title: row.title,
    media_type: row.media_type,
    description: row.description,
    duration: row.duration_seconds,
    poster: row.poster,
    grades: row.grades,
    subjects: row.subjects,
    languages: row.languages,
    project: row.project,
    brand: row.brand,
    support_materials_count: row.support_materials_count,
    url: `/resource/${encodeURIComponent(row.resource_code)}/`,
  };
}
