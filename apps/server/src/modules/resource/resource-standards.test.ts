import { resourceStandardsReplySchema } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildAlignment,
  buildResource,
  buildStation,
  buildUser,
  buildUserStation,
} from '../../test/factories/index.ts';
import { apiHeaders, buildTestApp, injectAs, type RequestAuth, signInAs } from '../../test/test-app.ts';

let app: FastifyInstance;
let code: string;
let stationId: number;
let otherStationId: number;
let bareStationId: number;

const PRIMARY = 'Test Department of Education';
const SECONDARY = 'Test Board of Regents';

async function standards(url: string, auth: RequestAuth = apiHeaders(app)) {
  const response = await injectAs(app, auth, { method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}
const codes = (list: { code: string | null }[]) => list.map((item) => item.code);

beforeAll(async () => {
  app = await buildTestApp();
  const resource = await buildResource(app, { title: 'Aligned' });
  code = resource.resourceCode;
  await buildAlignment(app, {
    resourceId: resource.id,
    levels: ['06', '07'],
    scope: 'national',
    authority: 'Council',
    code: 'N.1',
    statement: 'National one',
  });
  await buildAlignment(app, {
    resourceId: resource.id,
    levels: ['06', '07'],
    scope: 'state',
    authority: PRIMARY,
    code: 'P.1',
    statement: 'Primary one',
  });
  await buildAlignment(app, {
    resourceId: resource.id,
    levels: ['06', '07'],
    scope: 'state',
    authority: SECONDARY,
    code: 'S.1',
    statement: 'Second one',
  });
  await buildAlignment(app, {
    resourceId: resource.id,
    levels: ['06', '07'],
    scope: 'state',
    authority: 'Elsewhere Agency',
    code: 'E.1',
    statement: 'Else',
  });
  stationId = (await buildStation(app, { authorities: [PRIMARY, SECONDARY] })).id;
  otherStationId = (await buildStation(app, { authorities: ['Elsewhere Agency'] })).id;
  bareStationId = (await buildStation(app, { authorities: [] })).id;
});

describe('GET /api/v2/lo/standards/r/{code}/', () => {
  it('shows visitors national standards only and says state standards exist', async () => {
    const { status, body } = await standards(`/api/v2/lo/standards/r/${code}/`);
    expect(status).toBe(200);
    const reply = resourceStandardsReplySchema.parse(body);
    expect(codes(reply.standards.national)).toEqual(['N.1']);
    expect(reply.standards.primary_state_standards).toEqual([]);
    expect(reply.standards.secondary_state_standards).toEqual([]);
    expect(reply.meta).toEqual({
      state_standards_exist: true,
      state_standards_available: false,
      primary_auth_name: null,
      secondary_auth_name: null,
      sign_in_required: true,
    });
    const withStation = await standards(`/api/v2/lo/standards/r/${code}/${stationId}/`);
    expect(withStation.body.standards.primary_state_standards).toEqual([]);
    expect(withStation.body.meta.sign_in_required).toBe(true);
  });

  it("gives a signed-in user the state standards of their station's authorities", async () => {
    const teacher = await buildUser(app);
    await buildUserStation(app, { userId: teacher.id, organizationId: stationId });
    const { body } = await standards(`/api/v2/lo/standards/r/${code}/`, await signInAs(app, teacher));
    expect(body.meta).toEqual({
      state_standards_exist: true,
      state_standards_available: true,
      primary_auth_name: PRIMARY,
      secondary_auth_name: SECONDARY,
      sign_in_required: false,
    });
    expect(codes(body.standards.primary_state_standards)).toEqual(['P.1']);
    expect(codes(body.standards.secondary_state_standards)).toEqual(['S.1']);
    expect(body.standards.primary_state_standards[0]).toMatchObject({
      statement: 'Primary one',
      education_levels: ['06', '07'],
      framework: { authority_name: PRIMARY },
    });
  });

  it('uses the station given as organizationId over the user’s own', async () => {
    const teacher = await buildUser(app);
    await buildUserStation(app, { userId: teacher.id, organizationId: stationId });
    const auth = await signInAs(app, teacher);
    const other = await standards(`/api/v2/lo/standards/r/${code}/${otherStationId}/`, auth);
    expect(other.body.meta).toMatchObject({
      primary_auth_name: 'Elsewhere Agency',
      secondary_auth_name: null,
    });
    expect(codes(other.body.standards.primary_state_standards)).toEqual(['E.1']);
    const bare = await standards(`/api/v2/lo/standards/r/${code}/${bareStationId}/`, auth);
    expect(bare.body.meta).toMatchObject({ state_standards_available: false, primary_auth_name: null });
  });

  it('shows no state standards to a signed-in user without a station', async () => {
    const student = await signInAs(app, await buildUser(app, { role: 'student' }));
    const { body } = await standards(`/api/v2/lo/standards/r/${code}/`, student);
    expect(body.meta).toMatchObject({ state_standards_available: false, sign_in_required: false });
    expect(codes(body.standards.national)).toEqual(['N.1']);
  });

  it('answers 404 for unknown organizations, unknown or unpublished codes, 400 for malformed ones', async () => {
    const unknownOrg = await standards(`/api/v2/lo/standards/r/${code}/987654321/`);
    expect(unknownOrg.status).toBe(404);
    expect(unknownOrg.body.message).toContain('No station has the id 987654321');
    expect((await standards('/api/v2/lo/standards/r/unknown-code-3/')).status).toBe(404);
    const draft = await buildResource(app, { title: 'Draft aligned', status: 'unpublished' });
    expect((await standards(`/api/v2/lo/standards/r/${draft.resourceCode}/`)).status).toBe(404);
    const admin = await signInAs(app, await buildUser(app, { role: 'admin' }));
    expect((await standards(`/api/v2/lo/standards/r/${draft.resourceCode}/`, admin)).status).toBe(200);
    const badOrg = await standards(`/api/v2/lo/standards/r/${code}/abc/`);
    expect(badOrg.status).toBe(400);
    expect(badOrg.body.message).toContain('organizationId must be a station id');
  });

  it('answers empty lists for a resource without standards', async () => {
    const plain = await buildResource(app, { title: 'Unaligned' });
    const { body } = await standards(`/api/v2/lo/standards/r/${plain.resourceCode}/`);
    expect(body.meta).toMatchObject({ state_standards_exist: false, sign_in_required: false });
    expect(body.standards.national).toEqual([]);
  });
});
