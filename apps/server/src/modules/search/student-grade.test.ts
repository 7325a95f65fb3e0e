import { searchReplySchema } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCollection, buildResource, buildUser } from '../../test/factories/index.ts';
import { apiHeaders, buildTestApp, injectAs, signInAs } from '../../test/test-app.ts';

/**
 * student_grade, the grade-gate band the student web app adds to whitelisted calls (spec 2 §7,
 * decision 0047): a student audience's search, collection search and popular list keep to that band
 * unless the call picks a grade itself; teachers' searches ignore it; an unknown band is a 400.
 */

let app: FastifyInstance;
const codes: Record<string, string> = {};
let collectionTitle = '';
// A made-up word so that only this file's resources match.
const W = 'quellbrightite';

beforeAll(async () => {
  app = await buildTestApp({ freshDatabase: true });
  const middle = await buildResource(app, { title: `Middle ${W} waves`, grades: ['6-8'] });
  const early = await buildResource(app, { title: `Early ${W} shapes`, grades: ['K-2'] });
  const teachers = await buildResource(app, { title: `Teaching ${W}`, grades: ['6-8'], forStudents: false });
  const collection = await buildCollection(app, { title: `The ${W} set`, resourceIds: [early.id] });
  collectionTitle = `The ${W} set`;
  expect(collection.slug).toBeTruthy();
  Object.assign(codes, {
    middle: middle.resourceCode,
    early: early.resourceCode,
    teachers: teachers.resourceCode,
  });
});

async function found(path: string, auth = apiHeaders(app)): Promise<string[]> {
  const reply = await injectAs(app, auth, { url: path });
  expect(reply.statusCode, reply.body).toBe(200);
  return searchReplySchema
    .parse(reply.json())
    .objects.map((o) => o.resource_code)
    .sort();
}

const sorted = (...names: string[]) => names.map((name) => codes[name]).sort();

describe('GET /api/v2/search/ with student_grade', () => {
  it('keeps a student search to the band, and the reply cached without it stays apart', async () => {
    expect(await found(`/api/v2/search/?q=${W}&student=true`)).toEqual(sorted('middle', 'early'));
    expect(await found(`/api/v2/search/?q=${W}&student=true&student_grade=K-2`)).toEqual(sorted('early'));
    expect(await found(`/api/v2/search/?q=${W}&student=true&student_grade=6-8`)).toEqual(sorted('middle'));
    // The reply for the address without the band was cached first; it is still the unfiltered one.
    expect(await found(`/api/v2/search/?q=${W}&student=true`)).toEqual(sorted('middle', 'early'));
  });

  it('applies for a signed-in student without student=true', async () => {
    const student = await signInAs(app, await buildUser(app, { role: 'student' }));
    expect(await found(`/api/v2/search/?q=${W}&student_grade=K-2`, student)).toEqual(sorted('early'));
  });

  it('lets a grade the student picked win over the band', async () => {
    const path = `/api/v2/search/?q=${W}&student=true&student_grade=K-2&selected_facet=grades:6-8`;
    expect(await found(path)).toEqual(sorted('middle'));
  });

  it("leaves a teacher's search alone", async () => {
    expect(await found(`/api/v2/search/?q=${W}&student_grade=K-2`)).toEqual(
      sorted('middle', 'early', 'teachers'),
    );
  });

  it('refuses an unknown band with a message that lists the bands', async () => {
    const reply = await injectAs(app, apiHeaders(app), {
      url: `/api/v2/search/?q=${W}&student=true&student_grade=grade-7`,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toContain('student_grade must be one of PreK-K, K-2, 3-5, 6-8, 9-12, 13+');
  });
});

describe('GET /api/v2/search_collections/ with student_grade', () => {
  it('keeps collections holding a resource of the band', async () => {
    const titles = async (query: string) => {
      const reply = await injectAs(app, apiHeaders(app), { url: `/api/v2/search_collections/?${query}` });
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json().objects.map((c: { title: string }) => c.title);
    };
    expect(await titles(`q=${W}&student=true&student_grade=K-2`)).toEqual([collectionTitle]);
    expect(await titles(`q=${W}&student=true&student_grade=9-12`)).toEqual([]);
    const bad = await injectAs(app, apiHeaders(app), {
      url: `/api/v2/search_collections/?q=${W}&student_grade=7`,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/v2/student-popular-resources/ with student_grade', () => {
  it('lists only the band, lets grades win, and refuses an unknown band', async () => {
    const popular = async (query: string) => {
      const reply = await injectAs(app, apiHeaders(app), {
        url: `/api/v2/student-popular-resources/?${query}`,
      });
      expect(reply.statusCode, reply.body).toBe(200);
      return reply
        .json()
        .objects.map((o: { resource_code: string }) => o.resource_code)
        .sort();
    };
    expect(await popular('count=24')).toEqual(sorted('middle', 'early'));
    expect(await popular('count=24&student_grade=K-2')).toEqual(sorted('early'));
    expect(await popular('count=24&student_grade=K-2&grades=6-8')).toEqual(sorted('middle'));
    const bad = await injectAs(app, apiHeaders(app), {
      url: '/api/v2/student-popular-resources/?student_grade=grade-7',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('student_grade must be one of');
  });
});

describe('GET /api/v2/search_autocomplete/ with student_grade', () => {
  it("suggests only the band's titles to a student, and refuses an unknown band", async () => {
    const titles = async (query: string) => {
      const reply = await injectAs(app, apiHeaders(app), { url: `/api/v2/search_autocomplete/?${query}` });
      expect(reply.statusCode, reply.body).toBe(200);
      return reply
        .json()
        .objects.filter((o: { object_type: string }) => o.object_type !== 'collection')
        .map((o: { title: string }) => o.title)
        .sort();
    };
    expect(await titles(`q=${W}&student=true`)).toEqual([`Early ${W} shapes`, `Middle ${W} waves`]);
    expect(await titles(`q=${W}&student=true&student_grade=K-2`)).toEqual([`Early ${W} shapes`]);
    const bad = await injectAs(app, apiHeaders(app), {
      url: `/api/v2/search_autocomplete/?q=${W}&student_grade=grade-7`,
    });
    expect(bad.statusCode).toBe(400);
  });
});
