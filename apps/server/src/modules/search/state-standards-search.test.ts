import { autocompleteReplySchema, searchReplySchema } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFramework, buildResource, buildStandardItem, buildUser } from '../../test/factories/index.ts';
import { apiHeaders, buildTestApp, injectAs, type RequestAuth, signInAs } from '../../test/test-app.ts';

/**
 * State standards in search (issue 23; spec 2: state standards are visible only to signed-in users): a signed-in
 * teacher finds a state standard's resources by its code, sees it named above the results and suggested while
 * typing; a visitor gets nothing of it — no match, no header, no suggestion — also when the same address was just
 * answered (and cached) for a teacher, and the other way round.
 */
let app: FastifyInstance;
let teacher: RequestAuth;
let student: RequestAuth;
const visitor = () => apiHeaders(app);
const code: Record<string, string> = {};

beforeAll(async () => {
  app = await buildTestApp({ freshDatabase: true });
  const state = await buildFramework(app, {
    scope: 'state',
    title: 'Quillshire Science Standards (test)',
    notes: 'SAMPLE test notice.',
    // Not a web page: named without a link.
    licenseUri: 'urn:test:sample-licence',
  });
  const domain = await buildStandardItem(app, {
    frameworkId: state.id,
    humanCodingScheme: 'QS.4.PS',
    itemType: 'Domain',
    fullStatement: 'Grade 4: energy and waves.',
  });
  const aligned = await buildResource(app, { title: 'Ripple tank lab' });
  code.aligned = aligned.resourceCode;
  await buildStandardItem(app, {
    frameworkId: state.id,
    parentId: domain.id,
    humanCodingScheme: 'QS.4.PS.3',
    itemType: 'Standard',
    fullStatement: 'Develop a model of zorblax patterns that describes amplitude and wavelength.',
    resourceIds: [aligned.id],
  });
  teacher = await signInAs(app, await buildUser(app, { role: 'teacher' }));
  student = await signInAs(app, await buildUser(app, { role: 'student' }));
});

async function searchAs(auth: RequestAuth, q: string) {
  const reply = await injectAs(app, auth, {
    method: 'GET',
    url: `/api/v2/search/?q=${encodeURIComponent(q)}`,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return searchReplySchema.parse(reply.json());
}

async function suggestionsAs(auth: RequestAuth, q: string) {
  const url = `/api/v2/search_autocomplete/?q=${encodeURIComponent(q)}`;
  const reply = await injectAs(app, auth, { method: 'GET', url });
  expect(reply.statusCode, reply.body).toBe(200);
  return autocompleteReplySchema.parse(reply.json()).objects.filter((o) => o.object_type === 'standard');
}

describe('state standards in search', () => {
  it.each(['QS.4.PS.3', 'qs 4 ps 3', 'qs-4-ps'])(
    'a signed-in teacher finds a state standard’s resources by its code, typed %s',
    async (q) => {
      const reply = await searchAs(teacher, q);
      expect(reply.objects.map((card) => card.resource_code)).toEqual([code.aligned]);
      expect(reply.meta.total).toBe(1);
    },
  );

  it('names the state standard above a signed-in caller’s results, with its full statement', async () => {
    const { meta } = await searchAs(teacher, 'QS.4.PS.3');
    expect(meta.standards).toEqual([
      {
        identifier: expect.any(String),
        code: 'QS.4.PS.3',
        statement: 'Develop a model of zorblax patterns that describes amplitude and wavelength.',
        framework: 'Quillshire Science Standards (test)',
        attribution: 'SAMPLE test notice.',
        license_url: null,
      },
    ]);
    // Any signed-in user (spec 2), a student too.
    expect((await searchAs(student, 'QS.4.PS.3')).meta.total).toBe(1);
  });

  it('gives a visitor nothing of a state standard, before or after a teacher’s search of the same address', async () => {
    for (const q of ['QS.4.PS.3', 'qs 4 ps', 'zorblax']) {
      const before = await searchAs(visitor(), q);
      expect(before.meta.total, q).toBe(0);
      expect(before.objects).toEqual([]);
      expect(before.meta.standards).toBeUndefined();
      // The teacher's reply, cached for the same address, is not the visitor's…
      expect((await searchAs(teacher, q)).meta.total, q).toBe(1);
      // …and the visitor's, cached first, is not the teacher's.
      expect((await searchAs(visitor(), q)).meta.total, q).toBe(0);
    }
  });

  it('suggests state standards while a signed-in teacher types a code, never to a visitor', async () => {
    const typed = 'qs.4.ps';
    expect(await suggestionsAs(visitor(), typed)).toEqual([]);
    const suggested = await suggestionsAs(teacher, typed);
    expect(suggested.map((s) => s.code)).toEqual(['QS.4.PS', 'QS.4.PS.3']);
    expect(suggested[1]?.url).toBe('/search?q=QS.4.PS.3');
    expect(await suggestionsAs(visitor(), typed)).toEqual([]);
  });
});
