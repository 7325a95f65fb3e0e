/**
 * Writes bench/relevance-queries.json, the relevance benchmark's judged query set (issue 23), from the demo
 * library's own sources: its hand-written topics (each topic's resources are what a search for the topic should
 * find: grade 2; the topic's other-language version: grade 1 unless the query is in that language) and its
 * standard alignments (resources aligned to a standard or beneath it: grade 2; to its parent or a connection:
 * grade 1). The breadth entries (seed/demo-library/generate-coverage.ts: every NGSS expectation, CCSS math cluster
 * and common topic) are judged the same way, and related to a topic query when their title phrase holds all of the
 * topic's words (grade 2 when it is the same phrase); the 'first-search' class is judged by hand
 * (relevance-first-searches.ts). It never runs a search: the judgments come from what the library says about
 * itself, so the benchmark can measure search against them. Run once when the demo library changes:
 *   node --import tsx bench/relevance-judgments.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { generateCoverage } from '../apps/server/src/seed/demo-library/generate-coverage.ts';
import { generateResources } from '../apps/server/src/seed/demo-library/generate-resources.ts';
import { generateDemoLibrary } from '../apps/server/src/seed/demo-library/index.ts';
import { SeededRandom } from '../apps/server/src/seed/demo-library/random.ts';
import { HUMANITIES_TOPICS } from '../apps/server/src/seed/demo-library/topics-humanities.ts';
import { STEM_TOPICS } from '../apps/server/src/seed/demo-library/topics-stem.ts';
import { FIRST_SEARCHES } from './relevance-first-searches.ts';
import { standardJudgments } from './relevance-standard-judgments.ts';

export interface JudgedQuery {
  q: string;
  class: 'topic' | 'misspelled' | 'standard-code' | 'spanish' | 'multi-word' | 'student' | 'first-search';
  /** resource_code → grade (2 = what the query asks for, 1 = related). */
  relevant: Record<string, number>;
}

// The demo library's seeds (seed/demo-library/index.ts): checked below against the library itself.
const SEED = 20_260_301;
const COVERAGE_SEED = 20_261_126;
const handWritten = [...STEM_TOPICS, ...HUMANITIES_TOPICS];
const generated = generateResources(handWritten, new SeededRandom(SEED));
const coverage = generateCoverage(new SeededRandom(COVERAGE_SEED), handWritten.length);
const library = generateDemoLibrary().resources ?? [];
if (
  JSON.stringify(library.map((r) => [r.resource_code, r.standards])) !==
  JSON.stringify([...generated, ...coverage].map(({ resource: r }) => [r.resource_code, r.standards]))
) {
  throw new Error('relevance judgments: the demo library changed its seeds or generator; update them here');
}
const byTopic = new Map<number, typeof generated>();
for (const item of generated) byTopic.set(item.topicIndex, [...(byTopic.get(item.topicIndex) ?? []), item]);
const topics = [...byTopic.entries()].filter(
  ([, items]) => !items[0]?.topic.subject.startsWith('professional'),
);

const judged: JudgedQuery[] = [];
const seen = new Set<string>();
/**
 * What a search can find: the library keeps a few unpublished and expired resources on purpose (the preview and
 * expired pages), and search rightly never returns them, so they are judged relevant to nothing.
 */
const searchable = new Set(
  library
    .filter(
      (r) =>
        r.status !== 'unpublished' && !(r.expiration_date && Date.parse(r.expiration_date) <= Date.now()),
    )
    .map((r) => r.resource_code),
);
const add = (query: JudgedQuery) => {
  const relevant = Object.fromEntries(
    Object.entries(query.relevant).filter(([code]) => searchable.has(code)),
  );
  if (seen.has(query.q.toLowerCase()) || Object.keys(relevant).length === 0) return;
  seen.add(query.q.toLowerCase());
  judged.push({ ...query, relevant });
};
const topicRelevance = (items: typeof generated, spanishQuery = false) =>
  Object.fromEntries(
    items.map(({ resource }) => [
      resource.resource_code,
      resource.resource_code.endsWith('-es') === spanishQuery ? 2 : 1,
    ]),
  );
const clean = (text: string) =>
  text
    .toLowerCase()
    .replace(/[?!.,:;'’"()]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

// The breadth entries by key, and the words of a title phrase (stop words out, a plural's s cut).
const byEntry = new Map<string, typeof coverage>();
for (const item of coverage) byEntry.set(item.entry ?? '', [...(byEntry.get(item.entry ?? '') ?? []), item]);
const STOP = new Set([
  'the',
  'and',
  'of',
  'in',
  'a',
  'an',
  'for',
  'to',
  'how',
  'what',
  'why',
  'do',
  'is',
  'on',
]);
const wordsOf = (text: string) =>
  clean(text)
    .split(' ')
    .filter((word) => word.length > 1 && !STOP.has(word))
    .map((word) => (word.length > 3 ? word.replace(/s$/, '') : word));
const holds = (phrase: string, want: string[]) => {
  const have = wordsOf(phrase);
  return want.length > 0 && want.every((word) => have.includes(word));
};
/** Resources of the breadth entries whose phrase holds every word of `short` (2: the same phrase, 1: more). */
function breadthRelevance(short: string): Record<string, number> {
  const want = wordsOf(short);
  const found: Record<string, number> = {};
  for (const items of byEntry.values()) {
    const phrase = items[0]?.topic.short ?? '';
    if (!holds(phrase, want)) continue;
    const same = wordsOf(phrase).length === want.length;
    for (const { resource } of items) {
      found[resource.resource_code] = same && !resource.resource_code.endsWith('-es') ? 2 : 1;
    }
  }
  return found;
}

/** One typo a child makes: a letter dropped from the middle of the longest word (of 5 letters or more). */
function misspell(text: string, variant: number): string | null {
  const words = text.split(' ');
  const longest = [...words].sort((a, b) => b.length - a.length)[0] ?? '';
  if (longest.length < 5) return null;
  const at = 2 + (variant % (longest.length - 3));
  const typo =
    variant % 2 === 0
      ? longest.slice(0, at) + longest.slice(at + 1) // dropped letter
      : longest.slice(0, at - 1) + (longest[at] ?? '') + (longest[at - 1] ?? '') + longest.slice(at + 1); // swapped
  return words.map((word) => (word === longest ? typo : word)).join(' ');
}

topics.forEach(([, items], index) => {
  const topic = items[0]?.topic;
  if (!topic) return;
  const short = clean(topic.short);
  const title = clean(topic.title);
  // The topic's own resources, and the breadth entries on the same subject (grown with issue 23).
  const relevant = { ...breadthRelevance(topic.short), ...topicRelevance(items) };
  if (index % 3 === 0) add({ q: short, class: 'topic', relevant });
  if (index % 4 === 1) {
    const typo = misspell(short, index);
    if (typo && typo !== short) add({ q: typo, class: 'misspelled', relevant });
  }
  if (index % 5 === 2 && title.split(' ').length >= 3) {
    add({ q: title, class: 'multi-word', relevant });
  }
  if (index % 7 === 3) {
    const words = short.split(' ');
    const phrasing = index % 2 ? `what is ${short}` : `videos about ${words.at(-1)} for my class`;
    add({ q: phrasing, class: 'student', relevant });
  }
  const spanish = items.find(({ resource }) => resource.resource_code.endsWith('-es'));
  if (spanish)
    add({ q: clean(spanish.resource.title), class: 'spanish', relevant: topicRelevance(items, true) });
});

// Breadth entries: every tenth one's phrase, with the hand-written topics that hold all of its words (grade 1).
const handTopicsHolding = (short: string) =>
  Object.fromEntries(
    topics
      .filter(([, items]) => holds(items[0]?.topic.short ?? '', wordsOf(short)))
      .flatMap(([, items]) => items.map(({ resource }) => [resource.resource_code, 1])),
  );
[...byEntry.values()]
  .filter((_, i) => i % 10 === 0)
  .forEach((items, i) => {
    const short = items[0]?.topic.short ?? '';
    const relevant = { ...handTopicsHolding(short), ...breadthRelevance(short), ...topicRelevance(items) };
    const typo = i % 4 === 1 ? misspell(clean(short), i) : null;
    if (typo && typo !== clean(short)) add({ q: typo, class: 'misspelled', relevant });
    else add({ q: clean(short), class: 'topic', relevant });
  });

// First searches, judged by hand.
const entryItems = (key: string) => {
  const items = key.startsWith('short:')
    ? topics.find(([, list]) => list[0]?.topic.short === key.slice(6))?.[1]
    : byEntry.get(key);
  if (!items) throw new Error(`relevance judgments: no demo library entry ${key}`);
  return items;
};
for (const search of FIRST_SEARCHES) {
  const grade = (keys: string[] | undefined, answer: boolean) =>
    Object.fromEntries(
      (keys ?? []).flatMap(entryItems).map(({ resource }) => {
        const own = resource.resource_code.endsWith('-es') === Boolean(search.spanish);
        return [resource.resource_code, answer && own ? 2 : 1];
      }),
    );
  add({
    q: search.q,
    class: 'first-search',
    relevant: { ...grade(search.related, false), ...grade(search.answers, true) },
  });
}

// Standards, in every form a teacher types them (relevance-standard-judgments.ts).
for (const query of standardJudgments(library)) add(query);

const out = path.join(import.meta.dirname, 'relevance-queries.json');
fs.writeFileSync(
  out,
  `${JSON.stringify({ generatedBy: 'bench/relevance-judgments.ts', queries: judged }, null, 1)}\n`,
);
const classes = new Map<string, number>();
for (const query of judged) classes.set(query.class, (classes.get(query.class) ?? 0) + 1);
console.log(`wrote ${judged.length} judged queries to ${out}:`, Object.fromEntries(classes));
