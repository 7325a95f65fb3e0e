import { SEARCH_Q_MAX_LENGTH } from '@lantern/shared';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildResource } from '../../test/factories/index.ts';
import { buildTestApp, getJson } from '../../test/test-app.ts';
import { testDatabaseKind } from '../../test/test-database.ts';

/**
 * Bad input to search and autocomplete (issue 23, 'Bad input'): any Unicode text, regex and SQL metacharacters,
 * mixed-script words, codes and typos, up to the length limit and far past it. Every reply is a 200 with a reply
 * of the contract's shape or a 400 saying what to change, never a 5xx. (Speed is the benchmark's, bench/: the
 * typo, code and relaxation paths are bounded by word counts their own tests check.)
 */
const RUNS = testDatabaseKind() === 'postgres' ? 60 : 25;
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ freshDatabase: true });
  for (const title of [
    'Fractions on a number line',
    'Ocean waves',
    'Ecosystems of the salt marsh',
    'Fotosíntesis',
  ]) {
    await buildResource(app, { title, description: `${title}: a video for the class.` });
  }
});

const metacharacters = fc.constantFrom(
  '.*+?^$',
  '{}()|[]\\',
  "'; DROP TABLE resources; --",
  '%_\\%',
  ':* & ! <-> |',
  '"',
  '-',
  ' or ',
  '\u202e',
  '\u200b',
  '\u00ad',
  '\ufeff',
  '😀',
  '👩🏽‍🔬',
  '5.NF.B.4a',
  'MS-LS2-1',
  'CCSS.MATH.CONTENT.',
);
/** A word mixing scripts and classes: Latin, Cyrillic, Greek, CJK, Arabic, digits, combining marks. */
const mixedWord = fc
  .array(
    fc.constantFrom(
      'a',
      'ф',
      'λ',
      '分',
      'ك',
      '7',
      '\u0301',
      'ß',
      'İ',
      'ﬁ',
      'Ⅻ',
      '½',
      'ｆ',
      'ǅ',
      'fracton',
      'wave',
    ),
    {
      minLength: 1,
      maxLength: 8,
    },
  )
  .map((parts) => parts.join(''));
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc
    .array(fc.oneof(mixedWord, metacharacters, fc.string({ unit: 'binary', maxLength: 6 })), {
      maxLength: 30,
    })
    .map((words) => words.join(' ')),
);

async function call(path: string, q: string) {
  const { status, body } = await getJson(app, `${path}?q=${encodeURIComponent(q)}`);
  const label = `${path} ${JSON.stringify(q.slice(0, 120))} (${q.length} characters) → ${status} ${JSON.stringify(body).slice(0, 300)}`;
  return { status, body, label };
}

/** 200, or 400 for text over the limit or with a NUL character (which PostgreSQL text cannot hold). */
function expectAnswered({ status, body, label }: Awaited<ReturnType<typeof call>>, q: string) {
  const refusable = q.length > SEARCH_Q_MAX_LENGTH || q.includes('\u0000');
  if (status === 400 && refusable) {
    expect(body.message, label).toMatch(/at most 200 characters|NUL character/);
    return;
  }
  expect(status, label).toBe(200);
  expect(Array.isArray(body.objects), label).toBe(true);
}

describe('search and autocomplete under hostile text', () => {
  it.each(['/api/v2/search/', '/api/v2/search_autocomplete/'])(
    '%s answers any Unicode text, metacharacters and mixed-script words with a 200 or a clear 400',
    async (path) => {
      await fc.assert(
        fc.asyncProperty(anyText, async (q) => expectAnswered(await call(path, q), q)),
        { numRuns: RUNS },
      );
    },
  );

  it.each(['/api/v2/search/', '/api/v2/search_autocomplete/'])(
    '%s refuses thousands of words, or a very long text, with a clear 400',
    async (path) => {
      for (const q of [
        'fractons '.repeat(3_000),
        'ф'.repeat(50_000),
        `${'x'.repeat(SEARCH_Q_MAX_LENGTH)}y`,
      ]) {
        const { status, body, label } = await call(path, q);
        expect(status, label).toBe(400);
        expect(body.message, label).toMatch(/The search text must be at most 200 characters/);
      }
    },
  );

  it('answers the longest allowed text of many short words, typos and codes with a 200', async () => {
    const words = ['fractons', 'wavse', '5.nf', 'ф', 'or', '-x', '"', 'a', '😀', 'ecosytem'];
    const q = Array.from({ length: 100 }, (_, i) => words[i % words.length])
      .join(' ')
      .slice(0, SEARCH_Q_MAX_LENGTH);
    for (const path of ['/api/v2/search/', '/api/v2/search_autocomplete/'])
      expectAnswered(await call(path, q), q);
  });
});
