import { type CatalogImportInput, GRADE_BANDS, type GradeBand, TOP_SUBJECTS } from '@lantern/shared';
import { generateCoverage } from './generate-coverage.ts';
import { type GeneratedResource, generateResources } from './generate-resources.ts';
import { CONTENT_PROJECTS, DEMO_ORGANIZATIONS, DEMO_SERIES } from './organizations.ts';
import { SeededRandom } from './random.ts';
import { HUMANITIES_TOPICS } from './topics-humanities.ts';
import { STEM_TOPICS } from './topics-stem.ts';

type CollectionInput = NonNullable<CatalogImportInput['collections']>[number];

/** Bump when the generated library changes; recorded in catalog_seed_runs. */
export const DEMO_LIBRARY_VERSION = '3';
const SEED = 20_260_301;
/** The breadth entries' own sequence, so that adding them left the hand-written topics' resources as they were. */
const COVERAGE_SEED = 20_261_126;

/**
 * The demo library as a catalog import document (the same format as `npm run catalog:import`).
 * Deterministic: the same document on every run.
 */
export function generateDemoLibrary(): CatalogImportInput {
  const random = new SeededRandom(SEED);
  const topics = [...STEM_TOPICS, ...HUMANITIES_TOPICS];
  const generated = generateResources(topics, random);
  const coverage = generateCoverage(new SeededRandom(COVERAGE_SEED), topics.length);
  return {
    format: 'lantern-catalog',
    version: 1,
    organizations: DEMO_ORGANIZATIONS,
    projects: [
      ...DEMO_SERIES.map((series) => ({
        slug: series.slug,
        title: series.title,
        kind: 'project' as const,
        type: 'Series',
        organization: series.organization,
      })),
      ...CONTENT_PROJECTS.map((project) => ({
        slug: project.slug,
        title: project.title,
        kind: 'content_project' as const,
        type: 'Content Project',
        organization: project.organization,
      })),
    ],
    resources: [...generated, ...coverage].map((item) => item.resource),
    // The collections are curated from the hand-written topics (the breadth entries are found by search).
    collections: generateCollections(generated),
  };
}

const isLive = (item: GeneratedResource) =>
  item.resource.status !== 'unpublished' && !item.resource.expiration_date?.startsWith('2025');

function gradesOf(items: GeneratedResource[]): GradeBand[] {
  const present = new Set(items.flatMap((item) => item.resource.grades ?? []));
  return GRADE_BANDS.filter((band) => present.has(band));
}

function subjectsOf(items: GeneratedResource[]): string[] {
  return [...new Set(items.map((item) => item.topic.subject.split('/')[0] as string))];
}

function collection(
  slug: string,
  title: string,
  description: string,
  items: GeneratedResource[],
  extra: Partial<CollectionInput> = {},
): CollectionInput {
  return {
    slug,
    title,
    description,
    resources: items.map((item) => item.resource.resource_code),
    grades: gradesOf(items),
    subjects: subjectsOf(items),
    poster: `/media/posters/collection-${slug}.webp`,
    ...extra,
  };
}

function generateCollections(generated: GeneratedResource[]): CollectionInput[] {
  const live = generated.filter(isLive);
  const byPopularity = (a: GeneratedResource, b: GeneratedResource) =>
    (b.resource.popularity ?? 0) - (a.resource.popularity ?? 0);
  const where = (predicate: (item: GeneratedResource) => boolean) => live.filter(predicate);
  const shortIn = (...shorts: string[]) => where((item) => shorts.includes(item.topic.short));

  const series = DEMO_SERIES.map((s) =>
    collection(
      s.slug,
      s.title,
      s.description,
      where((item) => item.series === s.slug),
      {
        type: 'series',
        project: s.slug,
        organization: s.organization,
        is_award_winning: s.awardWinning ?? false,
        is_featured: s.awardWinning ?? false,
      },
    ),
  );

  const subjectPicks = TOP_SUBJECTS.map((subject) =>
    collection(
      `${subject.slug}-essentials`,
      `${subject.name} Essentials`,
      `Teacher favorites in ${subject.name}: the most-used videos, lessons and activities in one place.`,
      where(
        (item) => item.topic.subject.split('/')[0] === subject.slug && item.resource.media_type !== 'Webpage',
      )
        .sort(byPopularity)
        .slice(0, 12),
      { is_featured: ['science', 'mathematics', 'social-studies'].includes(subject.slug) },
    ),
  );

  const themed: CollectionInput[] = [
    collection(
      'earth-day',
      'Earth Day Every Day',
      'Resources about protecting land, water and climate, with design challenges that let students act on what they learn.',
      where(
        (item) =>
          ['science/environmental-science', 'science/earth-and-space-science/weather-and-climate'].includes(
            item.topic.subject,
          ) || item.topic.short === 'Solar Ovens',
      ),
      { is_featured: true },
    ),
    collection(
      'black-history-month',
      'Black History Month',
      'Stories of courage, creativity and the struggle for civil rights, for every grade.',
      shortIn(
        'The Underground Railroad',
        'The Montgomery Bus Boycott',
        'Harlem Renaissance Poetry',
        'The Blues',
      ),
      { is_featured: true },
    ),
    collection(
      'hispanic-heritage-month',
      'Hispanic Heritage Month',
      'Celebrate the histories, cultures and contributions of Hispanic and Latino Americans.',
      where(
        (item) =>
          item.topic.short === 'Día de los Muertos' ||
          item.topic.short === 'World Dance' ||
          (item.resource.languages ?? []).includes('es'),
      ).slice(0, 24),
    ),
    collection(
      'stem-careers',
      'STEM Careers',
      'Meet engineers, scientists and technologists and see what they do every day.',
      where(
        (item) =>
          item.topic.subject.startsWith('engineering-technology') && item.resource.media_type === 'Video',
      ),
    ),
    collection(
      'back-to-school-sel',
      'Back to School: Social and Emotional Learning',
      'Build a caring classroom community from the first day with these feelings, friendship and safety resources.',
      where((item) =>
        ['health-and-physical-education/social-and-emotional-learning', 'preschool/social-skills'].includes(
          item.topic.subject,
        ),
      ),
    ),
    collection(
      'en-espanol',
      'Recursos en español',
      'Videos y audios en español para el aula, de preescolar a la escuela media.',
      where((item) => (item.resource.languages ?? []).includes('es')),
    ),
    collection(
      'virtual-field-trips',
      'Virtual Field Trips',
      'Travel to glaciers, canyons, dams and museums without leaving the classroom, including 360° video.',
      where(
        (item) =>
          item.resource.media_type === 'Media Gallery' ||
          (item.resource.additional_features ?? []).includes('video_360'),
      ),
    ),
    collection(
      'math-games-and-interactives',
      'Math Games and Interactives',
      'Practice and explore math ideas with games and interactives students can use on their own.',
      where(
        (item) => item.topic.subject.startsWith('mathematics') && item.resource.media_type === 'Interactive',
      ),
    ),
  ];

  const scienceLive = where((item) => item.topic.subject.startsWith('science'));
  const labs = scienceLive.filter((item) =>
    ['Lesson Plan', 'Interactive', 'Interactive Lesson'].includes(item.resource.media_type),
  );
  const trips = scienceLive.filter((item) => ['Video', 'Media Gallery'].includes(item.resource.media_type));
  const premium = collection(
    'lantern-plus-science-lab',
    'Lantern Plus: Science Lab',
    'A premium science library with hands-on labs, virtual field trips and self-paced lessons, filterable by discipline.',
    scienceLive,
    {
      type: 'premium',
      project: 'lantern-stem-library',
      organization: 'lantern-learning-lab',
      is_featured: true,
      search_info: {
        ch: [
          { subject: 'science/life-science' },
          { subject: 'science/physical-science' },
          { subject: 'science/earth-and-space-science' },
          { subject: 'science/environmental-science' },
        ],
        cp: [{ project: 'lantern-stem-library' }],
        custom: [
          {
            value: 'hands-on-labs',
            title: 'Hands-On Labs',
            resources: labs.map((item) => item.resource.resource_code),
          },
          {
            value: 'virtual-field-trips',
            title: 'Virtual Field Trips',
            resources: trips.map((item) => item.resource.resource_code),
          },
        ],
      },
    },
  );

  const station = collection(
    'cedar-valley-local-stories',
    'Cedar Valley Local Stories',
    'History, civics and community stories produced by Cedar Valley Public Media for classrooms in our region.',
    where((item) => item.resource.content_project === 'cedar-valley-local-stories'),
    { type: 'station', organization: 'cedar-valley-public-media', project: 'cedar-valley-local-stories' },
  );

  const awardWinning: CollectionInput = {
    slug: 'award-winning-series',
    title: 'Award-Winning Series',
    description: 'Series recognized by educators and critics for excellence in educational media.',
    subcollections: DEMO_SERIES.filter((s) => s.awardWinning).map((s) => s.slug),
    is_featured: true,
    poster: '/media/posters/collection-award-winning-series.webp',
  };

  const unpublished = collection(
    'ocean-explorers-coming-soon',
    'Ocean Explorers (coming soon)',
    'A new series about ocean science, still in production.',
    where(
      (item) => item.topic.short === 'Salt Marsh Food Webs' || item.topic.short === 'Oyster Reef Restoration',
    ),
    { status: 'unpublished' },
  );

  return [...series, ...subjectPicks, ...themed, premium, station, awardWinning, unpublished].filter(
    (c) => (c.resources?.length ?? 0) > 0 || (c.subcollections?.length ?? 0) > 0,
  );
}
