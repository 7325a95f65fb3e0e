/**
 * Synthetic catalog for the search benchmark: N resources whose words follow a Zipf-like law (a few words
 * in most descriptions, a long tail of words in a handful), with subjects, grades, types and languages
 * spread roughly like the demo library. Deterministic: the same N gives the same catalog.
 */
import type { SqlConnection } from '../apps/server/src/db/client.ts';

/** mulberry32: small, fast, seedable. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof seededRandom>;

/** The most frequent content words, in rank order; the tail is made of invented words. */
const COMMON_WORDS = `water energy students learn science history earth life community story world animals
  plants numbers music reading writing math change people weather space light sound forces motion cells
  government culture language art design data patterns map rivers ocean climate money family health body
  food rocks planets stars electricity machines fractions geometry poems letters voices heroes migration
  citizens rights elections trade farms cities bridges robots code games dance theater colors shapes
  measure graph chance ratio equation volcano desert forest insects birds whales seasons moon sun wind
  habitats fossils dinosaurs ecosystems genes nutrition exercise safety feelings friends neighbors
  explorers inventors scientists artists musicians engineers astronauts presidents revolution constitution
  democracy economy markets jobs tools energy chemistry atoms molecules reactions magnets circuits waves
  erosion earthquakes storms hurricanes tornadoes glaciers mountains islands coasts wetlands prairies`
  .split(/\s+/)
  .filter(Boolean);
const STOPWORDS = ['the', 'and', 'of', 'a', 'in', 'to', 'with', 'for', 'how', 'is', 'on', 'from', 'about'];
const SYLLABLES = 'ka lo mer tis van dru pel zor quin bra fen gol hu rin sal tav wex yum cor dak'.split(' ');

export const VOCABULARY_SIZE = 20_000;

function buildVocabulary(): string[] {
  const words = [...new Set(COMMON_WORDS)];
  for (let i = 0; words.length < VOCABULARY_SIZE; i++) {
    // Three to four syllables from the index digits (base 20): unique, pronounceable, never a stopword.
    let n = i;
    let word = '';
    for (let s = 0; s < 3 || n > 0; s++) {
      word += SYLLABLES[n % SYLLABLES.length];
      n = Math.floor(n / SYLLABLES.length);
    }
    words.push(word);
  }
  return words;
}
export const vocabulary = buildVocabulary();

/** Cumulative Zipf weights (exponent 0.9): rank 1 is in ~70% of descriptions, rank 15,000 in ~0.02%. */
const cumulative = (() => {
  const weights = vocabulary.map((_, rank) => (rank + 1) ** -0.9);
  const total = weights.reduce((sum, w) => sum + w, 0);
  let running = 0;
  return weights.map((w) => {
    running += w / total;
    return running;
  });
})();

export function zipfWord(random: Random): string {
  const target = random.next();
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((cumulative[middle] as number) < target) low = middle + 1;
    else high = middle;
  }
  return vocabulary[low] as string;
}

function sentence(random: Random, contentWords: number): string {
  const words: string[] = [];
  for (let i = 0; i < contentWords; i++) {
    if (random.chance(0.4)) words.push(random.pick(STOPWORDS));
    words.push(zipfWord(random));
  }
  return words.join(' ');
}

/** Weighted picks shaped like the demo library: every topic has a video plus two or three other types. */
const MEDIA_TYPES: [string, number][] = [
  ['Video', 30],
  ['Lesson Plan', 14],
  ['Interactive', 11],
  ['Document', 12],
  ['Image', 8],
  ['Audio', 7],
  ['Media Gallery', 7],
  ['Interactive Lesson', 7],
  ['Webpage', 4],
];
/** Disciplines under each top subject (ids of migration 0002), weighted by how much each top subject holds. */
const SUBJECTS: [number[], number][] = [
  [[10101, 10102, 10103, 10104, 10105, 10106, 10107, 10108, 10109, 10110, 10111, 10112, 10113], 22],
  [[10201, 10202, 10203, 10204, 10205], 16],
  [[10301, 10302, 10303, 10304, 10305, 10306, 10307, 10308], 16],
  [[10401, 10402, 10403, 10404, 10405, 10406], 14],
  [[10501, 10502, 10503], 7],
  [[10601, 10602, 10603, 10604], 6],
  [[10701, 10702, 10703, 10704], 5],
  [[10801, 10802, 10803], 4],
  [[10901, 10902, 10903, 10904], 6],
  [[11001, 11002, 11003, 11004], 4],
];
export const GRADE_BANDS = ['PreK-K', 'K-2', '3-5', '6-8', '9-12', '13+'] as const;
const ACCESSIBILITY = [
  'captions',
  'transcript',
  'audio_description',
  'sign_language',
  'screen_reader_friendly',
];
const ADDITIONAL = ['downloadable', 'printable', 'interactive_transcript', 'chapters', 'spanish_captions'];
export const COLLECTION_COUNT = 30;
const PROJECT_COUNT = 40;

function weighted<T>(random: Random, items: [T, number][]): T {
  const total = items.reduce((sum, [, w]) => sum + w, 0);
  let target = random.next() * total;
  for (const [item, w] of items) {
    target -= w;
    if (target < 0) return item;
  }
  return items[items.length - 1]![0];
}

const BATCH = 2_000;
/**
 * Caption tracks (migration 0072): every Video and Audio has one, shared by many resources as real series share
 * intro and sample tracks, each of TRACK_CUES cues of vocabulary words, so transcript words reach the documents.
 */
const TRACKS = 500;
const TRACK_CUES = 40;
const trackUrl = (id: number) => `/media/bench/track-${id % TRACKS}.vtt`;

/** The tracks' cues and their D-weighted words, as the caption loader writes them (own random: the catalog's stays). */
async function insertCaptionTracks(db: SqlConnection) {
  const random = seededRandom(20_261_126);
  const urls: string[] = [];
  const positions: number[] = [];
  const texts: string[] = [];
  for (let track = 0; track < TRACKS; track++) {
    for (let cue = 0; cue < TRACK_CUES; cue++) {
      urls.push(`/media/bench/track-${track}.vtt`);
      positions.push(cue);
      texts.push(sentence(random, random.int(6, 12)) || 'silence');
    }
  }
  await db.query(
    `INSERT INTO caption_cues (track_url, position, start_ms, text)
     SELECT url, position, position * 4000, text FROM unnest($1::text[], $2::int[], $3::text[]) AS t (url, position, text)`,
    [urls, positions, texts],
  );
  await db.exec(`INSERT INTO caption_tracks (track_url, search_vector)
    SELECT track_url, setweight(lantern_tsvector_agg(search_vector), 'D') FROM caption_cues GROUP BY track_url`);
}

/** Organizations, projects and collections the resources refer to. */
async function insertReferenceRows(db: SqlConnection) {
  await db.exec(`
    INSERT INTO organizations (id, slug, name, kind)
      SELECT i, 'bench-station-' || i, 'Bench Station ' || i, 'station' FROM generate_series(1, 5) i;
    INSERT INTO projects (id, slug, title, kind)
      SELECT i, 'bench-project-' || i, 'Bench Project ' || i, CASE WHEN i % 4 = 0 THEN 'content_project' ELSE 'project' END
      FROM generate_series(1, ${PROJECT_COUNT}) i;
    INSERT INTO collections (id, slug, title, type, published_at, canonical_url)
      SELECT i, 'bench-collection-' || i, 'Bench Collection ' || i, CASE WHEN i % 3 = 0 THEN 'series' ELSE 'collection' END,
        now(), '/collection/bench-collection-' || i || '/'
      FROM generate_series(1, ${COLLECTION_COUNT}) i;`);
}

/** Inserts n resources and their facet rows in batches (one multi-row statement per table per batch). */
export async function generateCatalog(db: SqlConnection, n: number, onProgress?: (done: number) => void) {
  const random = seededRandom(20_261_123);
  await insertReferenceRows(db);
  // Bulk load: the per-statement document triggers would rebuild each batch once per table; rebuild once
  // at the end instead (the same function the triggers call), then switch them back on.
  await setDocumentTriggers(db, 'DISABLE');
  const collectionOrder = new Map<number, number>();
  for (let from = 1; from <= n; from += BATCH) {
    const to = Math.min(n, from + BATCH - 1);
    const r = {
      id: [] as number[],
      title: [] as string[],
      description: [] as string[],
      type: [] as string[],
      status: [] as string[],
      expires: [] as (string | null)[],
      students: [] as boolean[],
      duration: [] as (number | null)[],
      project: [] as (number | null)[],
      popularity: [] as number[],
    };
    const links = {
      grades: [] as [number, string][],
      subjects: [] as [number, number][],
      languages: [] as [number, string][],
    };
    const features: [number, string][] = [];
    const inCollections: [number, number, number][] = [];
    const optOuts: [number, number][] = [];
    for (let id = from; id <= to; id++) {
      const type = weighted(random, MEDIA_TYPES);
      r.id.push(id);
      r.title.push(sentence(random, random.int(3, 6)).slice(0, 290) || 'untitled');
      r.description.push(sentence(random, random.int(12, 30)));
      r.type.push(type);
      // About 1% unpublished and 1% expired, as editors leave them.
      r.status.push(random.chance(0.01) ? 'unpublished' : 'published');
      r.expires.push(random.chance(0.01) ? new Date(Date.now() - 86_400_000).toISOString() : null);
      r.students.push(type !== 'Lesson Plan' && random.chance(0.85));
      r.duration.push(['Video', 'Audio'].includes(type) ? random.int(30, 3_000) : null);
      r.project.push(random.chance(0.6) ? random.int(1, PROJECT_COUNT) : null);
      r.popularity.push(Math.floor(1_000 * random.next() ** 3));
      const first = random.int(0, GRADE_BANDS.length - 1);
      const span = random.int(1, 2);
      for (let g = first; g < Math.min(GRADE_BANDS.length, first + span); g++)
        links.grades.push([id, GRADE_BANDS[g]!]);
      const disciplines = weighted(random, SUBJECTS);
      links.subjects.push([id, random.pick(disciplines)]);
      if (random.chance(0.15)) links.subjects.push([id, random.pick(weighted(random, SUBJECTS))]);
      const spanish = random.chance(0.08);
      links.languages.push([id, spanish ? 'es' : 'en']);
      if (random.chance(0.04)) links.languages.push([id, spanish ? 'en' : 'es']);
      for (const code of [...ACCESSIBILITY, ...ADDITIONAL]) if (random.chance(0.2)) features.push([id, code]);
      if (random.chance(0.1)) {
        const collection = random.int(1, COLLECTION_COUNT);
        const order = (collectionOrder.get(collection) ?? 0) + 1;
        collectionOrder.set(collection, order);
        inCollections.push([collection, id, order]);
      }
      if (random.chance(0.01)) optOuts.push([id, random.int(1, 5)]);
    }
    await db.query(
      `INSERT INTO resources (id, resource_code, title, description, media_type, canonical_url, status, published_at,
         expiration_date, is_available_for_students, duration_seconds, project_id, popularity)
       SELECT id, 'B-' || id, title, description, type, '/resource/B-' || id || '/', status,
         CASE WHEN status = 'published' THEN now() - make_interval(days => (id % 900)::int) END,
         expires, students, duration, project, popularity
       FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::boolean[],
         $8::int[], $9::bigint[], $10::int[])
         AS t (id, title, description, type, status, expires, students, duration, project, popularity)`,
      [
        r.id,
        r.title,
        r.description,
        r.type,
        r.status,
        r.expires,
        r.students,
        r.duration,
        r.project,
        r.popularity,
      ],
    );
    const tracked = r.id.filter((_, index) => r.type[index] === 'Video' || r.type[index] === 'Audio');
    await db.query(
      `INSERT INTO assets (id, resource_id, kind, title) SELECT id, id, 'video', 'Bench media ' || id
       FROM unnest($1::bigint[]) AS t (id)`,
      [tracked],
    );
    await db.query(
      `INSERT INTO asset_captions (asset_id, language_code, label, url, is_default)
       SELECT id, 'en', 'English', url, true FROM unnest($1::bigint[], $2::text[]) AS t (id, url)`,
      [tracked, tracked.map(trackUrl)],
    );
    await insertPairs(db, 'resource_grades (resource_id, grade_band)', 'bigint', 'text', links.grades);
    await insertPairs(
      db,
      'resource_subjects (resource_id, subject_id)',
      'bigint',
      'int',
      dedupe(links.subjects),
    );
    await insertPairs(
      db,
      'resource_languages (resource_id, language_code)',
      'bigint',
      'text',
      links.languages,
    );
    await insertPairs(db, 'resource_features (resource_id, feature_code)', 'bigint', 'text', features);
    await insertPairs(db, 'resource_opt_outs (resource_id, organization_id)', 'bigint', 'bigint', optOuts);
    if (inCollections.length) {
      await db.query(
        `INSERT INTO collection_resources (collection_id, resource_id, sort_order)
         SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::int[])`,
        [inCollections.map((c) => c[0]), inCollections.map((c) => c[1]), inCollections.map((c) => c[2])],
      );
    }
    onProgress?.(to);
  }
  await insertCaptionTracks(db);
  for (let from = 1; from <= n; from += 10_000) {
    await db.query('SELECT lantern_search_refresh(ARRAY(SELECT generate_series($1::bigint, $2::bigint)))', [
      from,
      Math.min(n, from + 9_999),
    ]);
  }
  await setDocumentTriggers(db, 'ENABLE');
  await db.exec(`SELECT setval(pg_get_serial_sequence('resources', 'id'), ${n});
    SELECT setval(pg_get_serial_sequence('assets', 'id'), ${n});
    SELECT setval(pg_get_serial_sequence('organizations', 'id'), 100);
    SELECT setval(pg_get_serial_sequence('projects', 'id'), 100);
    SELECT setval(pg_get_serial_sequence('collections', 'id'), 100);`);
}

const SYNCED_TABLES = [
  'resources',
  'resource_grades',
  'resource_subjects',
  'resource_languages',
  'resource_features',
  'resource_opt_outs',
  'collection_resources',
];

async function setDocumentTriggers(db: SqlConnection, action: 'ENABLE' | 'DISABLE') {
  const statements = [
    ...SYNCED_TABLES.flatMap((table) =>
      ['search_sync_insert', 'search_sync_update'].map(
        (trigger) => `ALTER TABLE ${table} ${action} TRIGGER ${trigger};`,
      ),
    ),
    ...['assets', 'asset_captions', 'caption_tracks'].flatMap((table) =>
      ['search_sync_tracks_insert', 'search_sync_tracks_update'].map(
        (trigger) => `ALTER TABLE ${table} ${action} TRIGGER ${trigger};`,
      ),
    ),
  ];
  await db.exec(statements.join('\n'));
}

function dedupe<A, B>(pairs: [A, B][]): [A, B][] {
  const seen = new Set<string>();
  return pairs.filter(([a, b]) => {
    const key = `${a}:${b}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

async function insertPairs<A, B>(
  db: SqlConnection,
  target: string,
  typeA: string,
  typeB: string,
  pairs: [A, B][],
) {
  if (!pairs.length) return;
  await db.query(`INSERT INTO ${target} SELECT * FROM unnest($1::${typeA}[], $2::${typeB}[])`, [
    pairs.map((p) => p[0]),
    pairs.map((p) => p[1]),
  ]);
}

/** Words by rank band, for the query mix. */
export function wordsOfRank(from: number, to: number): string[] {
  return vocabulary.slice(from - 1, to);
}
