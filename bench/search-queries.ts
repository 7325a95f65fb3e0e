/** The fixed query mix of the search benchmark: each class draws from its own pool, the same on every run. */
import type { SearchQuery } from '@lantern/shared';
import { sql } from 'drizzle-orm';
import type { Orm } from '../apps/server/src/db/client.ts';
import { GRADE_BANDS, seededRandom, wordsOfRank } from './search-data.ts';

export interface QueryClass {
  name: string;
  kind: 'search' | 'browse' | 'autocomplete';
  queries: { query: SearchQuery; student: boolean }[];
}

const TOP_SUBJECTS = [8337, 3026, 1184, 1880, 8353, 2806, 2949, 2663, 6267];
const TYPES = ['Video', 'Interactive', 'Document', 'Lesson Plan', 'Audio'];

/** Pairs of neighbouring title words from real rows, so that every phrase matches something. */
async function phrasesFromTitles(orm: Orm, n: number): Promise<string[]> {
  const step = Math.max(1, Math.floor(n / 60));
  const { rows } = (await orm.execute(
    sql`SELECT title FROM resources WHERE id % ${step} = 0 AND status = 'published' ORDER BY id LIMIT 60`,
  )) as unknown as { rows: { title: string }[] };
  return rows
    .map(({ title }) => title.split(' ').slice(0, 3))
    .filter((words) => words.length >= 2)
    .map((words) => `"${words.join(' ')}"`);
}

export async function queryMix(orm: Orm, n: number): Promise<QueryClass[]> {
  const random = seededRandom(7);
  const search = (q: string, extra: Partial<SearchQuery> = {}, student = false) => ({
    query: { q, ...extra },
    student,
  });
  const rare = wordsOfRank(5_000, 15_000);
  const middle = wordsOfRank(20, 300);
  const filtered = Array.from({ length: 40 }, () =>
    search(random.pick(wordsOfRank(5, 60)), {
      selected_facet: [
        `subject:${random.pick(TOP_SUBJECTS)}`,
        `grades:${random.pick(GRADE_BANDS)}`,
        `media_type:${random.pick(TYPES)}`,
      ].slice(0, random.int(1, 3)),
    }),
  );
  const browse = [
    search(''),
    search('', {}, true),
    ...TOP_SUBJECTS.map((id) => search('', { selected_facet: `subject:${id}` })),
    ...GRADE_BANDS.map((band) => search('', { selected_facet: `grades:${band}` }, true)),
  ];
  const typed = (word: string) => {
    const prefix = word.slice(0, Math.max(3, Math.ceil(word.length * 0.7)));
    // Every third one has a typo: two letters swapped.
    return random.chance(0.33) && prefix.length > 3
      ? prefix.slice(0, 1) + prefix[2] + prefix[1] + prefix.slice(3)
      : prefix;
  };
  // Misspellings (typo-search.ts): one edit in a word of 4 to 7 letters, two in a longer one, among words common
  // enough to be known (ranks 1-2,000), alone or beside a correct word.
  // Their own random sequence: the other classes draw the same queries as before this class existed.
  const typoRandom = seededRandom(23);
  const misspelled = (word: string) => {
    const at = typoRandom.int(1, word.length - 2);
    const once = word.slice(0, at) + word.slice(at + 1); // a letter left out
    if (word.length < 8) return once;
    const again = typoRandom.int(1, once.length - 2);
    return once.slice(0, again) + once[again + 1] + once[again] + once.slice(again + 2); // two letters swapped
  };
  const typoWords = wordsOfRank(1, 2_000).filter((word) => word.length >= 5);
  const typos = Array.from({ length: 60 }, () => {
    const typo = misspelled(typoRandom.pick(typoWords));
    return search(typoRandom.chance(0.5) ? typo : `${typoRandom.pick(middle)} ${typo}`);
  });
  return [
    { name: 'typo', kind: 'search', queries: typos },
    {
      name: 'rare word',
      kind: 'search',
      queries: Array.from({ length: 60 }, () => search(random.pick(rare))),
    },
    { name: 'common word', kind: 'search', queries: wordsOfRank(1, 8).map((word) => search(word)) },
    {
      name: 'multi-word',
      kind: 'search',
      queries: Array.from({ length: 60 }, () => search(`${random.pick(middle)} ${random.pick(middle)}`)),
    },
    { name: 'phrase', kind: 'search', queries: (await phrasesFromTitles(orm, n)).map((q) => search(q)) },
    { name: 'filtered (subject/grade/type)', kind: 'search', queries: filtered },
    { name: 'browse, empty q, all facets', kind: 'browse', queries: browse },
    {
      name: 'autocomplete',
      kind: 'autocomplete',
      queries: Array.from({ length: 60 }, () => search(typed(random.pick(wordsOfRank(1, 2_000))))),
    },
    {
      name: 'autocomplete, typo',
      kind: 'autocomplete',
      queries: Array.from({ length: 40 }, () => search(misspelled(typoRandom.pick(typoWords)))),
    },
  ];
}
