import { seedStations, stationSeeds } from '../../seed/stations/seed-stations.ts';
import { type AccessContext, type AccessRow, everyone } from './roles.ts';

/** The stations exist once seeded (as at start); samples seed them idempotently. */
async function seeded({ app }: AccessContext) {
  await seedStations(app.orm);
  return stationSeeds().find((seed) => seed.callSign === 'WGBH') as ReturnType<typeof stationSeeds>[number];
}

/** Access rows: station lookups, the stations service, logos, local data and change_station (all public). */
export const STATIONS_ROWS: AccessRow[] = [
  {
    method: 'GET',
    url: '/api/v2/orgs_by_zipcode/:zip/',
    sample: async (context) => {
      await seeded(context);
      return { url: '/api/v2/orgs_by_zipcode/02139/' };
    },
    expect: everyone(200),
  },
  {
    method: 'GET',
    url: '/api/v2/orgs_by_state/:state/',
    sample: '/api/v2/orgs_by_state/MA/',
    expect: everyone(200),
  },
  {
    method: 'GET',
    url: '/api/v2/stations/',
    sample: async (context) => ({ url: `/api/v2/stations/?call_sign=${(await seeded(context)).callSign}` }),
    expect: everyone(200),
  },
  {
    method: 'GET',
    url: '/api/v2/stations/:callSign/logo.svg',
    sample: async (context) => ({ url: `/api/v2/stations/${(await seeded(context)).callSign}/logo.svg` }),
    expect: everyone(200),
  },
  { method: 'GET', url: '/api/v2/local_data/', sample: '/api/v2/local_data/', expect: everyone(200) },
  {
    method: 'GET',
    url: '/api/v2/local_data/:organizationId/',
    // An id no station has: everyone is let in, then told it does not exist.
    sample: '/api/v2/local_data/999999999/',
    expect: everyone(404),
  },
  {
    method: 'GET',
    url: '/api/v2/change_station/:id/',
    // As the page builds it: csrf_token is the csrftoken cookie's value.
    sample: async (context) => ({
      url: `/api/v2/change_station/${(await seeded(context)).guid}/?next=/search/&csrf_token=access-table`,
      cookies: { csrftoken: 'access-table' },
    }),
    expect: everyone(302),
  },
];
