import type { CollectionHeadRow, ResourceHeadRow } from './seo.repo.ts';

/**
 * schema.org descriptions of a resource (LearningResource, VideoObject for videos) and a collection, for
 * the page's JSON-LD block: grade bands as educationalLevel, standards as teaches and educationalAlignment,
 * accessibility features, duration, poster. Every value is catalog text; head-html.ts escapes the JSON.
 */

/** Seconds as an ISO 8601 duration: 754 → PT12M34S. */
export function isoDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

export function resourceJsonLd(
  row: ResourceHeadRow,
  { url, description, image }: { url: string; description: string; image: string | null },
): Record<string, unknown> {
  const video = row.media_type === 'Video';
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': video ? 'VideoObject' : 'LearningResource',
    name: row.title,
    url,
    learningResourceType: row.media_type,
    isAccessibleForFree: true,
  };
  if (description) data.description = description;
  if (image) {
    data.thumbnailUrl = image;
    data.image = image;
  }
  if (row.grades.length) data.educationalLevel = row.grades;
  if (row.subjects.length) data.about = row.subjects.map((name) => ({ '@type': 'Thing', name }));
  if (row.languages.length) data.inLanguage = row.languages;
  if (row.accessibility.length) data.accessibilityFeature = row.accessibility;
  if (row.standards.length) {
    data.teaches = row.standards.map((standard) => standard.statement);
    data.educationalAlignment = row.standards.map((standard) => ({
      '@type': 'AlignmentObject',
      alignmentType: 'teaches',
      educationalFramework: standard.framework,
      ...(standard.code ? { targetName: standard.code } : {}),
      targetDescription: standard.statement,
    }));
  }
  if (row.duration_seconds !== null && row.duration_seconds > 0)
    data.duration = isoDuration(row.duration_seconds);
  if (row.date_published) data.datePublished = row.date_published;
  data.dateModified = row.date_modified;
  // Search engines need a video's upload date; the catalog's publication date is the nearest it has.
  if (video) data.uploadDate = row.date_published ?? row.date_modified;
  return data;
}

export function collectionJsonLd(
  row: CollectionHeadRow,
  { url, description, image }: { url: string; description: string; image: string | null },
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Collection',
    name: row.title,
    url,
    ...(description ? { description } : {}),
    ...(image ? { image } : {}),
    isAccessibleForFree: true,
  };
}
