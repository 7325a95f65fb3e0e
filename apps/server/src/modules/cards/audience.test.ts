import { autocompleteReplySchema, ORGANIZATION_COOKIE, searchReplySchema } from '@lantern/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildCollection, buildOptOut, buildResource } from '../../test/factories/index.ts';
import { apiHeaders, buildTestApp, injectAs } from '../../test/test-app.ts';
import { type Audience, shownTo } from './index.ts';

/**
 * The one audience rule (docs/decisions/0019-cards-and-audience.md): the server applies it from the mode flags
 * alone (the web sends no facets for it), and search agrees with the lists that read shownTo (homepage,
 * recommendations, resource links) for every audience.
 */

let app: FastifyInstance;
let orgId: number;
const codes: Record<string, string> = {};
// A made-up word so that only this file's resources match.
const W = 'quillavex';

beforeAll(async () => {
  app = await buildTestApp({ freshDatabase: true });
  const made = {
    video: await buildResource(app, { title: `${W} video` }),
    lessonPlan: await buildResource(app, { title: `${W} lesson plan`, mediaType: 'Lesson Plan' }),
    teachersOnly: await buildResource(app, { title: `${W} for teachers`, forStudents: false }),
    optedOut: await buildResource(app, { title: `${W} opted out` }),
  };
  orgId = (await buildOptOut(app, { resourceId: made.optedOut.id })).organizationId;
  await buildCollection(app, { resourceIds: [made.video.id] });
  for (const [name, row] of Object.entries(made)) codes[name] = row.resourceCode;
});

const AUDIENCES: { flags: string; audience: Audience; expected: string[] }[] = [
  {
    flags: '',
    audience: { student: false, addOn: false, optOutOrganizationId: null },
    expected: ['video', 'lessonPlan', 'teachersOnly', 'optedOut'],
  },
  {
    flags: '&student=true',
    audience: { student: true, addOn: false, optOutOrganizationId: null },
    expected: ['video', 'optedOut'],
  },
  {
    flags: '&add_on=true',
    audience: { student: false, addOn: true, optOutOrganizationId: null },
    expected: ['video', 'teachersOnly', 'optedOut'],
  },
  {
    flags: '&student=true&add_on=true',
    audience: { student: true, addOn: true, optOutOrganizationId: null },
    expected: ['video', 'optedOut'],
  },
];

const nameOf = (code: string) => Object.entries(codes).find(([, value]) => value === code)?.[0] ?? code;

async function searchNames(flags: string, cookie?: number): Promise<string[]> {
  const reply = await injectAs(app, apiHeaders(app), {
    url: `/api/v2/search/?q=${W}${flags}`,
    ...(cookie ? { cookies: { [ORGANIZATION_COOKIE]: String(cookie) } } : {}),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return searchReplySchema
    .parse(reply.json())
    .objects.map((card) => nameOf(card.resource_code))
    .sort();
}

const codeRows = z.object({ rows: z.array(z.object({ resource_code: z.string() })) });

async function shownNames(audience: Audience): Promise<string[]> {
  const result = await app.orm.execute(
    sql`SELECT r.resource_code FROM resources r WHERE r.title LIKE ${`${W}%`} AND ${shownTo(audience)}`,
  );
  return codeRows
    .parse(result)
    .rows.map((row) => nameOf(row.resource_code))
    .sort();
}

describe('the audience rule', () => {
  it.each(AUDIENCES)('search applies it from the flags alone ($flags)', async ({ flags, expected }) => {
    expect(await searchNames(flags)).toEqual([...expected].sort());
  });

  it.each(AUDIENCES)('shownTo agrees with search ($flags)', async ({ flags, audience }) => {
    expect(await shownNames(audience)).toEqual(await searchNames(flags));
  });

  it('leaves out a station’s opt-outs in search and shownTo alike', async () => {
    const searched = await searchNames('', orgId);
    expect(searched).not.toContain('optedOut');
    expect(await shownNames({ student: false, addOn: false, optOutOrganizationId: orgId })).toEqual(searched);
  });

  it('autocomplete never suggests a Lesson Plan in the add-on', async () => {
    const suggest = async (flags: string) => {
      const reply = await injectAs(app, apiHeaders(app), {
        url: `/api/v2/search_autocomplete/?q=${W}${flags}`,
      });
      expect(reply.statusCode, reply.body).toBe(200);
      return autocompleteReplySchema.parse(reply.json()).objects.map((o) => o.title);
    };
    expect(await suggest('')).toContain(`${W} lesson plan`);
    expect(await suggest('&add_on=true')).not.toContain(`${W} lesson plan`);
  });

  it('collection search lists nothing in the add-on', async () => {
    const total = async (flags: string) => {
      const reply = await injectAs(app, apiHeaders(app), { url: `/api/v2/search_collections/?q=${flags}` });
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json().meta.total;
    };
    expect(await total('')).toBe(1);
    expect(await total('&add_on=true')).toBe(0);
  });
});
