import { autocompleteReplySchema, searchReplySchema } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildFramework,
  buildResource,
  buildStandardConnection,
  buildStandardItem,
} from '../../test/factories/index.ts';
import { buildTestApp, getJson } from '../../test/test-app.ts';

/**
 * Standard codes in every form (issue 23, decision 0049): a small Common Core and NGSS hierarchy of this file's
 * own, with resources aligned at each level and popular resources that only mention the words.
 */
let app: FastifyInstance;
const code: Record<string, string> = {};

async function codesFor(q: string, extra = '') {
  const { status, body } = await getJson(app, `/api/v2/search/?q=${encodeURIComponent(q)}${extra}`);
  expect(status).toBe(200);
  return searchReplySchema.parse(body).objects.map((card) => card.resource_code);
}

beforeAll(async () => {
  app = await buildTestApp({ freshDatabase: true });
  const math = await buildFramework(app, {
    title: 'Common Core Math (test)',
    notes: '© Copyright test notice.',
    licenseUri: 'http://example.org/licence',
  });
  const item = (
    humanCodingScheme: string,
    itemType: string,
    parentId: string | null,
    resourceIds: number[] = [],
  ) =>
    buildStandardItem(app, {
      frameworkId: math.id,
      humanCodingScheme,
      itemType,
      parentId,
      fullStatement: `Statement of ${humanCodingScheme}, with enough words to be shortened in a suggestion list of the header search box.`,
      resourceIds,
    });
  const resource = async (key: string, popularity = 0) => {
    const row = await buildResource(app, { title: `Lesson ${key}`, popularity });
    code[key] = row.resourceCode;
    return row.id;
  };
  const domain = await item('5.NF', 'Domain', null);
  const cluster = await item('5.NF.B', 'Cluster', domain.id);
  const standard = await item('5.NF.B.4', 'Standard', cluster.id, [await resource('standard')]);
  await item('5.NF.B.4a', 'Component', standard.id, [await resource('component')]);
  await item('5.NF.B.4b', 'Component', standard.id, [await resource('sibling')]);
  await item('5.NF.B.3', 'Standard', cluster.id, [await resource('cluster-mate')]);
  await item('5.NF.A.1', 'Standard', (await item('5.NF.A', 'Cluster', domain.id)).id, [
    await resource('domain-mate'),
  ]);
  await buildStandardItem(app, {
    frameworkId: math.id,
    humanCodingScheme: '5.NF.B.5',
    alternativeLabel: '5.NF.5',
    itemType: 'Standard',
    parentId: cluster.id,
    resourceIds: [await resource('legacy')],
  });
  const ngss = await buildFramework(app, { title: 'NGSS (test)' });
  const topic = await buildStandardItem(app, {
    frameworkId: ngss.id,
    humanCodingScheme: 'MS-LS2',
    itemType: 'Disciplinary Core Idea',
  });
  const pe = await buildStandardItem(app, {
    frameworkId: ngss.id,
    humanCodingScheme: 'MS-LS2-1',
    itemType: 'Performance Expectation',
    parentId: topic.id,
    resourceIds: [await resource('pe')],
  });
  const rst = await item('RST.6-8.1', 'Standard', null, [await resource('connected')]);
  await buildStandardConnection(app, { fromItemId: pe.id, toItemId: rst.id });
  // Popular resources whose text holds the words of a code, never its alignment.
  await buildResource(app, {
    title: 'Popular 5 NF B 4 poster',
    description: 'ccss math content',
    popularity: 900,
    subjects: [10102],
  });
});

describe('search by standard code', () => {
  it.each([
    ['5.NF.B.4'],
    ['5.nf.b.4'],
    ['5nf b 4'],
    ['5-NF-B-4'],
    ['CCSS.MATH.CONTENT.5.NF.B.4'],
    ['ccss.math.content.5.nf.b.4'],
  ])('finds a standard’s resources, and its sub-standards’, typed %s', async (q) => {
    const found = await codesFor(q);
    expect(found.slice(0, 3).sort()).toEqual([code.standard, code.component, code.sibling].sort());
    expect(found).not.toContain(code['cluster-mate']);
  });

  it('ranks what the code reaches before a more popular resource that only holds its words', async () => {
    const found = await codesFor('5 nf b 4 poster');
    expect(found.indexOf(code.standard)).toBeLessThan(found.length - 1);
    expect(found.at(-1)).not.toBe(code.standard);
  });

  it('lets a sub-standard reach its parent’s resources, not its siblings’', async () => {
    const found = await codesFor('5.NF.B.4a');
    expect(found[0]).toBe(code.component);
    expect(found).toContain(code.standard);
    expect(found).not.toContain(code.sibling);
    // A lettered sub-standard the framework does not list reaches its standard.
    expect(await codesFor('5.NF.B.3a')).toEqual([code['cluster-mate']]);
  });

  it('lets a cluster or a domain reach everything beneath it', async () => {
    const cluster = await codesFor('5.NF.B');
    expect(cluster.sort()).toEqual(
      [code.standard, code.component, code.sibling, code['cluster-mate'], code.legacy].sort(),
    );
    const domain = await codesFor('CCSS.Math.Content.5.NF');
    expect(domain).toContain(code['domain-mate']);
    expect(domain).toHaveLength(6);
  });

  it('finds a standard by its legacy label', async () => {
    expect(await codesFor('5.NF.5')).toEqual([code.legacy]);
  });

  it('finds an NGSS expectation by its topic, then its Common Core connections', async () => {
    expect(await codesFor('ms-ls2')).toEqual([code.pe]);
    expect(await codesFor('MS LS2 1')).toEqual([code.pe, code.connected]);
    expect(await codesFor('rst.6-8.1')).toEqual([code.connected, code.pe]);
  });

  it('finds the code inside a longer query, and counts what it shows', async () => {
    const { body } = await getJson(app, '/api/v2/search/?q=lesson+5.NF.B.4a&facet_by=media_type');
    const reply = searchReplySchema.parse(body);
    expect(reply.objects[0]?.resource_code).toBe(code.component);
    expect(reply.meta.total).toBe(reply.objects.length);
  });

  it('answers 200 quickly for code-shaped noise', async () => {
    for (const q of [
      '5.',
      '..--__',
      'ccss.',
      `${'5.nf.'.repeat(39)}`,
      '1 2 3 4 5 6 7 8 9 10 11 12',
      'MS-LS99-9',
    ]) {
      const { status } = await getJson(app, `/api/v2/search/?q=${encodeURIComponent(q)}`);
      expect(status).toBe(200);
    }
  });
});

describe('the reply around a standard', () => {
  it('names the standard with its full statement and its framework’s notice', async () => {
    const { body } = await getJson(app, '/api/v2/search/?q=ccss.math.content.5.nf.b.4a');
    const { meta } = searchReplySchema.parse(body);
    expect(meta.standards).toEqual([
      {
        identifier: expect.any(String),
        code: '5.NF.B.4a',
        statement:
          'Statement of 5.NF.B.4a, with enough words to be shortened in a suggestion list of the header search box.',
        framework: 'Common Core Math (test)',
        attribution: '© Copyright test notice.',
        license_url: 'http://example.org/licence',
      },
    ]);
    const plain = searchReplySchema.parse((await getJson(app, '/api/v2/search/?q=lesson')).body);
    expect(plain.meta.standards).toBeUndefined();
    expect(plain.meta.suggestions).toBeUndefined();
  });

  it('suggests standards by code beside titles in autocomplete', async () => {
    const { status, body } = await getJson(app, '/api/v2/search_autocomplete/?q=5.nf.b');
    expect(status).toBe(200);
    const { objects } = autocompleteReplySchema.parse(body);
    const standards = objects.filter((o) => o.object_type === 'standard');
    expect(standards.map((o) => o.code)).toEqual(['5.NF.B', '5.NF.B.3', '5.NF.B.4']);
    expect(standards[0]?.title).toBe(
      '5.NF.B — Statement of 5.NF.B, with enough words to be shortened in a suggestion list of…',
    );
    expect(standards[0]?.url).toBe('/search?q=5.NF.B');
    const words = autocompleteReplySchema.parse(
      (await getJson(app, '/api/v2/search_autocomplete/?q=lesson')).body,
    );
    expect(words.objects.some((o) => o.object_type === 'standard')).toBe(false);
  });

  it('suggests, when nothing matches, a code and subjects that find something', async () => {
    const { body } = await getJson(app, '/api/v2/search/?q=qwxyzzq');
    const { meta } = searchReplySchema.parse(body);
    expect(meta.total).toBe(0);
    const code = meta.suggestions?.standard_code;
    expect(code).toBeTruthy();
    expect((await codesFor(code ?? '')).length).toBeGreaterThan(0);
    for (const subject of meta.suggestions?.subjects ?? []) {
      const found = await getJson(app, `/api/v2/search/?q=&selected_facet=subject:${subject.id}`);
      expect(searchReplySchema.parse(found.body).meta.total).toBe(subject.count);
    }
    expect(meta.suggestions?.subjects.length).toBeGreaterThan(0);
  });

  it('suggests, in the add-on view, subjects with the counts its own search finds', async () => {
    // A Lesson Plan: counted for a teacher, never listed in the add-on view.
    await buildResource(app, { title: 'Poster planning sheet', mediaType: 'Lesson Plan', subjects: [10102] });
    const suggested = async (view: string) => {
      const { body } = await getJson(app, `/api/v2/search/?q=qwxyzzq${view}`);
      return searchReplySchema.parse(body).meta.suggestions?.subjects ?? [];
    };
    const teacher = await suggested('');
    const addOn = await suggested('&add_on=true');
    expect(addOn.length).toBeGreaterThan(0);
    expect(addOn).not.toEqual(teacher);
    for (const subject of addOn) {
      const found = await getJson(app, `/api/v2/search/?q=&selected_facet=subject:${subject.id}&add_on=true`);
      expect(searchReplySchema.parse(found.body).meta.total, subject.name).toBe(subject.count);
    }
  });
});
