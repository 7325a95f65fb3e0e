import type { CatalogImportInput, GradeBand, ResourceMediaType } from '@lantern/shared';
import { listStandardCodes, type StandardCode } from '../standards.ts';
import { planMedia, SAMPLE_MEDIA } from './media.ts';
import { CONTENT_PROJECTS, DEMO_SERIES, FUNDERS, PRODUCERS, STATIONS } from './organizations.ts';
import type { SeededRandom } from './random.ts';
import {
  DESCRIPTION_PATTERNS,
  SPANISH_VERSIONS,
  STUDENT_SUPPORT,
  TEACHER_SUPPORT,
  TITLE_PATTERNS,
} from './texts.ts';
import type { Topic } from './topic.ts';

export type ResourceInput = NonNullable<CatalogImportInput['resources']>[number];

export interface GeneratedResource {
  resource: ResourceInput;
  topic: Topic;
  topicIndex: number;
  series: string;
  /** The breadth entry (generate-coverage.ts) the resource was written from. */
  entry?: string;
}

const SUBJECT_CODES: Record<string, string> = {
  science: 'sci',
  mathematics: 'math',
  'english-language-arts-and-literacy': 'ela',
  'social-studies': 'ss',
  'engineering-technology': 'eng',
  'health-and-physical-education': 'hpe',
  preschool: 'pre',
  'professional-development': 'pd',
  'the-arts': 'arts',
  'world-languages': 'wl',
};

const SECONDARY_TYPES: Record<string, ResourceMediaType[]> = {
  science: [
    'Lesson Plan',
    'Interactive',
    'Media Gallery',
    'Image',
    'Document',
    'Interactive Lesson',
    'Audio',
  ],
  mathematics: ['Interactive', 'Lesson Plan', 'Document', 'Interactive Lesson', 'Image'],
  'english-language-arts-and-literacy': [
    'Lesson Plan',
    'Audio',
    'Document',
    'Interactive Lesson',
    'Interactive',
  ],
  'social-studies': [
    'Media Gallery',
    'Document',
    'Lesson Plan',
    'Audio',
    'Image',
    'Webpage',
    'Interactive Lesson',
  ],
  'engineering-technology': ['Interactive', 'Lesson Plan', 'Document', 'Image', 'Interactive Lesson'],
  'health-and-physical-education': ['Document', 'Lesson Plan', 'Audio', 'Interactive'],
  preschool: ['Audio', 'Interactive', 'Image', 'Document'],
  'professional-development': ['Webpage', 'Document', 'Audio', 'Lesson Plan'],
  'the-arts': ['Media Gallery', 'Audio', 'Image', 'Lesson Plan'],
  'world-languages': ['Audio', 'Document', 'Interactive', 'Media Gallery'],
};

const MEDIA_CODES: Record<ResourceMediaType, string> = {
  Video: 'vid',
  'Interactive Lesson': 'ilp',
  Interactive: 'int',
  'Lesson Plan': 'lp',
  'Media Gallery': 'gal',
  Audio: 'aud',
  Image: 'img',
  Document: 'doc',
  Webpage: 'web',
};

const BAND_LEVELS: Record<GradeBand, string[]> = {
  'PreK-K': ['PK', 'KG'],
  'K-2': ['KG', '01', '02'],
  '3-5': ['03', '04', '05'],
  '6-8': ['06', '07', '08'],
  '9-12': ['09', '10', '11', '12'],
  '13+': ['13'],
};

const ALIGNABLE_TYPES = new Set(['Standard', 'Performance Expectation', 'Component']);

/** Standards matching a topic's prefixes, preferring those of the topic's grades. Throws on a prefix typo. */
function standardsFor(topic: Topic, codes: StandardCode[], random: SeededRandom) {
  const levels = new Set(topic.grades.flatMap((band) => BAND_LEVELS[band]));
  const picked: { framework: string; code: string }[] = [];
  for (const { framework, prefix } of topic.standards) {
    const matches = codes.filter(
      (item) =>
        item.framework === framework &&
        ALIGNABLE_TYPES.has(item.type) &&
        (item.code === prefix || item.code.startsWith(`${prefix}.`) || item.code.startsWith(`${prefix}-`)),
    );
    if (matches.length === 0) throw new Error(`demo library: no standard matches ${framework}:${prefix}`);
    const inGrade = matches.filter((item) => item.levels.some((level) => levels.has(level)));
    const pool = (inGrade.length > 0 ? inGrade : matches).filter((item) => item.type !== 'Component');
    for (const item of random.sample(pool.length > 0 ? pool : matches, random.int(1, 2))) {
      picked.push({ framework, code: item.code });
    }
  }
  return picked;
}

export function lessonFor(
  topic: Topic,
  mediaType: ResourceMediaType,
  videoCode: string,
): ResourceInput['lesson'] {
  const flags = topic.flag ? [topic.flag] : [];
  return {
    overview: `<p>${topic.about}</p><p>Students will be able to explain the key ideas of “${topic.short}” and apply them to a new example.</p>`,
    procedure: [
      '<ol>',
      `<li><strong>Warm-up (5 minutes).</strong> Ask students what they already know about “${topic.short}”.</li>`,
      '<li><strong>Watch (10 minutes).</strong> Show the video and pause at each chapter to ask a prediction question.</li>',
      '<li><strong>Investigate (20 minutes).</strong> In pairs, students complete the handout and compare answers.</li>',
      '<li><strong>Wrap-up (5 minutes).</strong> Each student writes one thing they learned and one question they still have.</li>',
      '</ol>',
    ].join(''),
    contents:
      mediaType === 'Interactive Lesson'
        ? [
            {
              title: `Watch: ${topic.title}`,
              type: 'video',
              url: `/resource/${videoCode}/`,
              content_flags: flags,
            },
            { title: `Read: What Is ${topic.short}?`, type: 'text' },
            { title: `Check Your Understanding: ${topic.short}`, type: 'interactive' },
          ]
        : [
            {
              title: `Video: ${topic.title}`,
              type: 'video',
              url: `/resource/${videoCode}/`,
              content_flags: flags,
            },
          ],
  };
}

export function supportFor(
  short: string,
  mediaType: ResourceMediaType,
  random: SeededRandom,
  teachersOnly: boolean,
) {
  if (mediaType !== 'Lesson Plan' && !random.chance(0.55)) return [];
  const materials: NonNullable<ResourceInput['support_materials']> = [];
  for (const item of random.sample(TEACHER_SUPPORT, random.int(1, 3))) {
    materials.push({
      audience: 'for_teacher',
      category: item.category,
      title: item.title(short),
      url: SAMPLE_MEDIA.support(item.category),
      print_url: SAMPLE_MEDIA.support(item.category),
    });
  }
  if (!teachersOnly) {
    for (const item of random.sample(STUDENT_SUPPORT, random.int(0, 2))) {
      materials.push({
        audience: 'for_student',
        category: item.category,
        title: item.title(short),
        url: SAMPLE_MEDIA.support(item.category),
        print_url: SAMPLE_MEDIA.support(item.category),
      });
    }
  }
  return materials;
}

/** Every resource of the demo library, topic by topic. */
export function generateResources(topics: Topic[], random: SeededRandom): GeneratedResource[] {
  const codes = listStandardCodes();
  const generated: GeneratedResource[] = [];
  const perSubjectIndex = new Map<string, number>();

  topics.forEach((topic, topicIndex) => {
    const top = topic.subject.split('/')[0] as string;
    const subjectNumber = (perSubjectIndex.get(top) ?? 0) + 1;
    perSubjectIndex.set(top, subjectNumber);
    const prefix = `${SUBJECT_CODES[top]}-${String(subjectNumber).padStart(3, '0')}`;
    const seriesOptions = DEMO_SERIES.filter((series) => series.subject === top);
    const series =
      seriesOptions[subjectNumber % seriesOptions.length] ??
      (seriesOptions[0] as (typeof DEMO_SERIES)[number]);
    const isPd = top === 'professional-development';
    const stem = ['science', 'mathematics', 'engineering-technology'].includes(top);
    const contentProject =
      top === 'social-studies' && random.chance(0.3)
        ? CONTENT_PROJECTS[2].slug
        : stem
          ? CONTENT_PROJECTS[0].slug
          : CONTENT_PROJECTS[1].slug;
    const secondary = random.sample(SECONDARY_TYPES[top] as ResourceMediaType[], random.int(2, 3));
    const mediaTypes: ResourceMediaType[] = ['Video', ...secondary];
    const videoCode = `${prefix}-vid`;
    const bilingual =
      [
        'science',
        'mathematics',
        'preschool',
        'english-language-arts-and-literacy',
        'world-languages',
      ].includes(top) && random.chance(0.35);
    const brand = topicIndex % 5 === 0 ? series.organization : random.pick(PRODUCERS);

    const topicResources: ResourceInput[] = mediaTypes.map((mediaType, index) => {
      const code = `${prefix}-${MEDIA_CODES[mediaType]}`;
      const title = mediaType === 'Video' ? topic.title : random.pick(TITLE_PATTERNS[mediaType])(topic.short);
      const description = random.pick(DESCRIPTION_PATTERNS[mediaType])(topic.about, topic.short);
      const is360 =
        mediaType === 'Video' &&
        topic.subject.startsWith('science/earth') &&
        index === 0 &&
        topicIndex % 2 === 0;
      const media = planMedia(mediaType, code, title, topic.about, random, {
        spanish: false,
        bilingual: bilingual && mediaType === 'Video',
        is360,
      });
      if (topic.flag && (mediaType === 'Video' || mediaType === 'Media Gallery')) {
        for (const asset of media.assets) asset.content_flags = [topic.flag];
      }
      const forStudents = !isPd && mediaType !== 'Lesson Plan' && mediaType !== 'Webpage';
      return {
        resource_code: code,
        title,
        media_type: mediaType,
        description,
        more_about: `${topic.about} Produced by the ${series.title} team.`,
        scope: mediaType === 'Interactive Lesson' ? 'lesson' : 'resource',
        is_available_for_students: forStudents,
        is_assignable: forStudents,
        duration_seconds: media.durationSeconds,
        poster: `/media/posters/${code}.webp`,
        popularity: Math.floor(1000 * random.next() ** 3),
        project: series.slug,
        content_project: contentProject,
        languages: bilingual && mediaType === 'Video' ? ['en', 'es'] : ['en'],
        grades: topic.grades,
        subjects: [topic.subject],
        attributions: [
          { organization: brand, role: 'brand' },
          ...random
            .sample(FUNDERS, random.int(0, 2))
            .map((organization) => ({ organization, role: 'funder' as const })),
        ],
        accessibility: media.accessibility,
        additional_features: [...media.features, ...(forStudents ? (['student_view'] as const) : [])],
        curriculum_tags: [`Lantern Curriculum/${topic.subject.split('/').slice(0, 2).join('/')}`],
        standards: standardsFor(topic, codes, random),
        support_materials: supportFor(topic.short, mediaType, random, isPd),
        lesson:
          mediaType === 'Lesson Plan' || mediaType === 'Interactive Lesson'
            ? lessonFor(topic, mediaType, videoCode)
            : undefined,
        assets: media.assets,
      };
    });

    const spanish = SPANISH_VERSIONS[topic.short];
    if (spanish) {
      const code = `${prefix}-es`;
      const media = planMedia(spanish.mediaType, code, spanish.title, spanish.description, random, {
        spanish: true,
        bilingual: false,
        is360: false,
      });
      topicResources.push({
        resource_code: code,
        title: spanish.title,
        media_type: spanish.mediaType,
        description: spanish.description,
        scope: 'resource',
        duration_seconds: media.durationSeconds,
        poster: `/media/posters/${code}.webp`,
        popularity: Math.floor(600 * random.next() ** 2),
        project: series.slug,
        content_project: contentProject,
        languages: ['es'],
        grades: topic.grades,
        subjects: [topic.subject],
        attributions: [{ organization: brand, role: 'brand' }],
        accessibility: media.accessibility,
        additional_features: [...media.features, 'student_view'],
        standards: standardsFor(topic, codes, random),
        assets: media.assets,
      });
    }

    const topicCodes = topicResources.map((resource) => resource.resource_code);
    for (const resource of topicResources) {
      resource.related = topicCodes.filter((code) => code !== resource.resource_code);
      generated.push({ resource, topic, topicIndex, series: series.slug });
    }
  });

  // Cross-topic related resources: each video also points at the next video of its subject.
  const videos = generated.filter(
    (item) => item.resource.media_type === 'Video' && !item.resource.resource_code.endsWith('-es'),
  );
  videos.forEach((item, index) => {
    const next = videos
      .slice(index + 1)
      .find((other) => other.topic.subject.split('/')[0] === item.topic.subject.split('/')[0]);
    if (next) item.resource.related = [...(item.resource.related ?? []), next.resource.resource_code];
  });

  // Publishing states: a few unpublished, a few expired, a few expiring later, a few opted out by a station.
  generated.forEach((item, index) => {
    if (index % 97 === 13) item.resource.status = 'unpublished';
    else if (index % 89 === 7) item.resource.expiration_date = '2025-06-30T00:00:00Z';
    else if (index % 41 === 5) item.resource.expiration_date = '2031-12-31T00:00:00Z';
    if (index % 37 === 3) item.resource.opt_out_organizations = [STATIONS[1]];
    item.resource.published_at = new Date(Date.UTC(2023, 0, 1) + index * 36 * 3600 * 1000).toISOString();
  });
  // One lesson-scope resource has expired too, so the lesson builder's picker has something to show under
  // 'Show unavailable resources' (the rules above happen to spare every Interactive Lesson).
  const lastLesson = generated.findLast((item) => item.resource.scope === 'lesson');
  if (lastLesson) lastLesson.resource.expiration_date = '2025-06-30T00:00:00Z';
  return generated;
}
