import fs from 'node:fs';
import path from 'node:path';
import type { GradeBand, ResourceMediaType } from '@lantern/shared';
import { CONNECTIONS_FILE, listStandardCodes, STANDARDS_DIR } from '../standards.ts';
import { MATH_LINES } from './coverage-math.ts';
import { NGSS_LINES } from './coverage-ngss.ts';
import { TOPIC_LINES } from './coverage-topics.ts';
import { type GeneratedResource, lessonFor, type ResourceInput, supportFor } from './generate-resources.ts';
import { planMedia } from './media.ts';
import { CONTENT_PROJECTS, DEMO_SERIES, PRODUCERS } from './organizations.ts';
import type { SeededRandom } from './random.ts';
import { DESCRIPTION_PATTERNS, TITLE_PATTERNS } from './texts.ts';
import type { Topic } from './topic.ts';

/**
 * The demo library's breadth (issue 23): every NGSS performance expectation, every CCSS mathematics cluster and
 * the common K-12 topics, each a hand-written line (coverage-*.ts) expanded by templates into a video and four
 * other resources of varied media types, on the shared sample media. All of an entry's resources share one
 * generated poster (drawing thousands of posters would hold the CPU long after start; see generated-images.ts).
 */

type StandardRef = { framework: string; code: string };

export interface CoverageEntry {
  /** ngss:K-PS2-1, math:5.NF.B or topic:photosynthesis: the judged query set names entries by it. */
  key: string;
  codePrefix: string;
  topic: Topic;
  /** Per resource of the entry (by position), the standards it is aligned to. */
  alignments: (index: number) => StandardRef[];
  spanish?: { title: string; description: string };
}

/** Every subject path of the taxonomy (migration 0002), found by its last segment in the topic lines. */
const SUBJECT_PATHS = [
  'science/life-science',
  'science/life-science/ecosystems',
  'science/life-science/heredity-and-genetics',
  'science/life-science/human-body',
  'science/physical-science/forces-and-motion',
  'science/physical-science/matter-and-its-interactions',
  'science/physical-science/energy-and-waves',
  'science/earth-and-space-science/weather-and-climate',
  'science/earth-and-space-science/space-systems',
  'science/earth-and-space-science/earths-systems',
  'science/environmental-science',
  'social-studies/us-history',
  'social-studies/world-history',
  'social-studies/civics-and-government',
  'social-studies/geography',
  'mathematics/operations-and-algebraic-thinking',
  'mathematics/fractions',
  'mathematics/measurement-and-data',
  'mathematics/geometry',
  'mathematics/algebra-and-functions',
  'mathematics/statistics-and-probability',
  'english-language-arts-and-literacy/reading-literature',
  'english-language-arts-and-literacy/foundational-skills',
  'english-language-arts-and-literacy/writing',
  'english-language-arts-and-literacy/language',
  'engineering-technology/engineering-design',
  'engineering-technology/computer-science',
  'health-and-physical-education/nutrition',
  'health-and-physical-education/physical-activity',
  'health-and-physical-education/safety',
  'the-arts/music',
  'the-arts/visual-arts',
  'the-arts/theater',
];
const subjectPath = (leaf: string) => {
  const found = SUBJECT_PATHS.find((p) => p.endsWith(`/${leaf}`));
  if (!found) throw new Error(`demo library: unknown subject ${leaf}`);
  return found;
};

const lines = (table: string) =>
  table
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => line.split('|').map((field) => field.trim()));

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function gradeOf(code: string): GradeBand[] {
  if (/^(HS)/.test(code)) return ['9-12'];
  if (/^MS/.test(code)) return ['6-8'];
  if (/^(K|1|2|K-2)[-.]/.test(code)) return ['K-2'];
  if (/^[345]/.test(code)) return ['3-5'];
  return ['6-8'];
}

function ngssSubject(code: string): string {
  const [, discipline, n] = /(PS|LS|ESS|ETS)(\d)/.exec(code) ?? [];
  if (discipline === 'ETS') return 'engineering-technology/engineering-design';
  if (discipline === 'PS') {
    const area = { '1': 'matter-and-its-interactions', '2': 'forces-and-motion' }[n as string];
    return `science/physical-science/${area ?? 'energy-and-waves'}`;
  }
  if (discipline === 'LS') {
    return (
      { '2': 'science/life-science/ecosystems', '3': 'science/life-science/heredity-and-genetics' }[
        n as string
      ] ?? 'science/life-science'
    );
  }
  if (n === '1') return 'science/earth-and-space-science/space-systems';
  if (n === '3') return 'science/environmental-science';
  return 'science/earth-and-space-science/earths-systems';
}

function mathSubject(code: string): string {
  const domain = /^HS([NASGF])/.exec(code)?.[1] ?? /^\w+\.([A-Z]+)\./.exec(code)?.[1] ?? '';
  const byDomain: Record<string, string> = {
    CC: 'counting-and-cardinality',
    NF: 'fractions',
    MD: 'measurement-and-data',
    G: 'geometry',
    RP: 'ratios-and-proportional-relationships',
    EE: 'algebra-and-functions',
    F: 'algebra-and-functions',
    N: 'algebra-and-functions',
    A: 'algebra-and-functions',
    SP: 'statistics-and-probability',
    S: 'statistics-and-probability',
  };
  return `mathematics/${byDomain[domain] ?? 'operations-and-algebraic-thinking'}`;
}

/** PE code → its CCSS connections (ngss-ccss-connections.json), framework resolved from the shipped codes. */
function connectionsByPe(known: Map<string, string>): Map<string, StandardRef[]> {
  const file = JSON.parse(fs.readFileSync(path.join(STANDARDS_DIR, CONNECTIONS_FILE), 'utf8')) as {
    CFAssociations: { originNodeURI: { title: string }; destinationNodeURI: { title: string } }[];
  };
  const byPe = new Map<string, StandardRef[]>();
  for (const association of file.CFAssociations) {
    const code = association.destinationNodeURI.title;
    const framework = known.get(`ccss-math:${code}`) ?? known.get(`ccss-ela:${code}`);
    if (!framework) continue;
    const list = byPe.get(association.originNodeURI.title) ?? [];
    list.push({ framework, code });
    byPe.set(association.originNodeURI.title, list);
  }
  return byPe;
}

/** The entries of the three tables, with their alignments resolved against the shipped frameworks. */
export function coverageEntries(): CoverageEntry[] {
  const codes = listStandardCodes();
  const known = new Map(codes.map((item) => [`${item.framework}:${item.code}`, item.framework]));
  const need = (framework: string, code: string): StandardRef => {
    if (!known.has(`${framework}:${code}`)) throw new Error(`demo library: no standard ${framework}:${code}`);
    return { framework, code };
  };
  const connections = connectionsByPe(known);
  const entries: CoverageEntry[] = [];
  const topicOf = (subject: string, grades: GradeBand[], phrase: string, about: string): Topic => ({
    subject,
    grades,
    title: phrase,
    short: phrase,
    about,
    standards: [],
  });

  for (const [code = '', phrase = '', about = ''] of lines(NGSS_LINES)) {
    const pe = need('ngss', code);
    const dci = need('ngss', code.replace(/-\d+$/, ''));
    const related = connections.get(code) ?? [];
    entries.push({
      key: `ngss:${code}`,
      codePrefix: `ngss-${code.toLowerCase()}`,
      topic: topicOf(ngssSubject(code), gradeOf(code), phrase, about),
      // Every resource: the expectation and its core idea; the connections spread over the resources.
      alignments: (index) => [
        pe,
        dci,
        ...[related[index * 2], related[index * 2 + 1]].filter((c): c is StandardRef => Boolean(c)),
      ],
    });
  }

  for (const [code = '', phrase = '', about = ''] of lines(MATH_LINES)) {
    need('ccss-math', code);
    const standards = codes
      .filter((item) => item.framework === 'ccss-math' && item.type === 'Standard')
      .filter((item) => item.code.startsWith(`${code}.`))
      .map((item) => ({ framework: 'ccss-math', code: item.code }));
    if (standards.length === 0) throw new Error(`demo library: cluster ${code} has no standards`);
    entries.push({
      key: `math:${code}`,
      codePrefix: `math-${code.toLowerCase().replace(/\./g, '-')}`,
      topic: topicOf(mathSubject(code), gradeOf(code), phrase, about),
      // One standard of the cluster per resource; the video takes the ones left over, so all are covered.
      alignments: (index) =>
        index === 0
          ? standards.filter((_, i) => i === 0 || i >= 5)
          : [standards[index % standards.length] as StandardRef],
    });
  }

  for (const [leaf = '', grades = '', phrase = '', about = '', aligned = '', esTitle, esText, flag] of lines(
    TOPIC_LINES,
  )) {
    const refs = aligned
      .split(' ')
      .filter(Boolean)
      .map((pair) => need(...(pair.split(':') as [string, string])));
    const topic = topicOf(subjectPath(leaf), grades.split(',') as GradeBand[], phrase, about);
    if (flag) {
      const [kind, description = ''] = flag.split(':').map((part) => part.trim());
      topic.flag = { flag: kind as 'sensitive' | 'commentary', description };
    }
    entries.push({
      key: `topic:${slugOf(phrase)}`,
      codePrefix: `topic-${slugOf(phrase)}`,
      topic,
      alignments: () => refs,
      spanish: esTitle && esText ? { title: esTitle, description: esText } : undefined,
    });
  }
  return entries;
}

const OTHER_TYPES: ResourceMediaType[] = ['Interactive', 'Audio', 'Image', 'Document', 'Lesson Plan'];
const MEDIA_CODES: Partial<Record<ResourceMediaType, string>> = {
  Video: 'vid',
  Interactive: 'int',
  'Interactive Lesson': 'ilp',
  Audio: 'aud',
  Image: 'img',
  Document: 'doc',
  'Lesson Plan': 'lp',
};
const VIDEO_TITLES = [(s: string) => s, (s: string) => `${s}: Explained`, (s: string) => `${s} Up Close`];

/** Media types of the entry: a video and four of the five others (which one is left out rotates). */
function mediaTypesOf(entryIndex: number): ResourceMediaType[] {
  const others = OTHER_TYPES.filter((_, i) => i !== entryIndex % OTHER_TYPES.length);
  if (entryIndex % 6 === 1) others[0] = 'Interactive Lesson';
  return ['Video', ...others];
}

/** Every resource of the breadth entries; publishing dates come before the hand-written topics' own. */
export function generateCoverage(random: SeededRandom, firstTopicIndex: number): GeneratedResource[] {
  const generated: GeneratedResource[] = [];
  coverageEntries().forEach((entry, entryIndex) => {
    const { topic, codePrefix } = entry;
    const top = topic.subject.split('/')[0] as string;
    const seriesOptions = DEMO_SERIES.filter((s) => s.subject === top);
    const series = seriesOptions[entryIndex % Math.max(1, seriesOptions.length)] ?? DEMO_SERIES[0];
    const contentProject = ['science', 'mathematics', 'engineering-technology'].includes(top)
      ? CONTENT_PROJECTS[0].slug
      : CONTENT_PROJECTS[1].slug;
    const poster = `/media/posters/${codePrefix}.webp`;
    const brand = random.pick(PRODUCERS);
    const videoCode = `${codePrefix}-vid`;
    const resources: ResourceInput[] = mediaTypesOf(entryIndex).map((mediaType, index) => {
      const code = `${codePrefix}-${MEDIA_CODES[mediaType]}`;
      const question = topic.short.endsWith('?');
      const title = (
        mediaType === 'Video'
          ? question
            ? VIDEO_TITLES[0]
            : random.pick(VIDEO_TITLES)
          : random.pick(TITLE_PATTERNS[mediaType])
      )(topic.short).replace('?:', '?');
      const media = planMedia(mediaType, code, title, topic.about, random, {
        spanish: false,
        bilingual: false,
        is360: false,
      });
      for (const asset of media.assets) {
        if (asset.poster?.startsWith('/media/posters/')) asset.poster = poster;
        // The picture itself is the download (no second drawing as .jpg for each of some 400 images).
        if (asset.kind === 'image' && asset.download && asset.files?.[0]) {
          asset.download = { ...asset.download, url: asset.files[0].url, file_type: 'webp' };
        }
        if (topic.flag && mediaType === 'Video') asset.content_flags = [topic.flag];
      }
      const forStudents = mediaType !== 'Lesson Plan';
      return {
        resource_code: code,
        title,
        media_type: mediaType,
        description: random.pick(DESCRIPTION_PATTERNS[mediaType])(topic.about, topic.short),
        scope: mediaType === 'Interactive Lesson' ? 'lesson' : 'resource',
        is_available_for_students: forStudents,
        is_assignable: forStudents,
        duration_seconds: media.durationSeconds,
        poster,
        popularity: Math.floor(400 * random.next() ** 3),
        project: series?.slug,
        content_project: contentProject,
        languages: ['en'],
        grades: topic.grades,
        subjects: [topic.subject],
        attributions: [{ organization: brand, role: 'brand' }],
        accessibility: media.accessibility,
        additional_features: [...media.features, ...(forStudents ? (['student_view'] as const) : [])],
        curriculum_tags: [`Lantern Curriculum/${topic.subject.split('/').slice(0, 2).join('/')}`],
        standards: entry.alignments(index),
        support_materials:
          mediaType === 'Lesson Plan' ? supportFor(topic.short, mediaType, random, false) : [],
        lesson:
          mediaType === 'Lesson Plan' || mediaType === 'Interactive Lesson'
            ? lessonFor(topic, mediaType, videoCode)
            : undefined,
        assets: media.assets,
      };
    });
    if (entry.spanish) {
      const code = `${codePrefix}-es`;
      const media = planMedia('Video', code, entry.spanish.title, entry.spanish.description, random, {
        spanish: true,
        bilingual: false,
        is360: false,
      });
      for (const asset of media.assets) asset.poster = poster;
      resources.push({
        resource_code: code,
        title: entry.spanish.title,
        media_type: 'Video',
        description: entry.spanish.description,
        scope: 'resource',
        duration_seconds: media.durationSeconds,
        poster,
        popularity: Math.floor(300 * random.next() ** 2),
        project: series?.slug,
        content_project: contentProject,
        languages: ['es'],
        grades: topic.grades,
        subjects: [topic.subject],
        attributions: [{ organization: brand, role: 'brand' }],
        accessibility: media.accessibility,
        additional_features: [...media.features, 'student_view'],
        standards: entry.alignments(0),
        assets: media.assets,
      });
    }
    const codes = resources.map((resource) => resource.resource_code);
    for (const resource of resources) {
      resource.related = codes.filter((code) => code !== resource.resource_code);
      resource.published_at = new Date(
        Date.UTC(2021, 0, 1) + generated.length * 6 * 3600 * 1000,
      ).toISOString();
      generated.push({
        resource,
        topic,
        topicIndex: firstTopicIndex + entryIndex,
        series: series?.slug ?? '',
        entry: entry.key,
      });
    }
  });
  return generated;
}
