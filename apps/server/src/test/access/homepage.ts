import fs from 'node:fs';
import path from 'node:path';
import { type AccessRow, everyone } from './roles.ts';

/** Access rows: homepage sections, ads, hero images, popular resources, recommendations, media images. */
export const HOMEPAGE_ROWS: AccessRow[] = [
  {
    method: 'GET',
    url: '/api/v2/lm/homepage/resources/',
    sample: '/api/v2/lm/homepage/resources/',
    expect: everyone(200),
  },
  {
    method: 'GET',
    url: '/api/v2/lm/homepage/collections/',
    sample: '/api/v2/lm/homepage/collections/',
    expect: everyone(200),
  },
  {
    method: 'GET',
    url: '/api/v2/lm/homepage/collections/:organizationId/',
    // No such station: public, then a 404 for the record.
    sample: '/api/v2/lm/homepage/collections/987654321/',
    expect: everyone(404),
  },
  {
    method: 'GET',
    url: '/api/v2/lm/homepage/subject_collections/:subject/',
    sample: '/api/v2/lm/homepage/subject_collections/science/',
    expect: everyone(200),
  },
  {
    method: 'GET',
    url: '/api/v2/lm/homepage/series/',
    sample: '/api/v2/lm/homepage/series/',
    expect: everyone(200),
  },
  { method: 'GET', url: '/api/v2/get_adds/', sample: '/api/v2/get_adds/', expect: everyone(200) },
  {
    method: 'GET',
    url: '/api/v2/get_adds/:organizationId/',
    sample: '/api/v2/get_adds/987654321/',
    expect: everyone(404),
  },
  { method: 'GET', url: '/api/v2/hero-images/', sample: '/api/v2/hero-images/', expect: everyone(200) },
  {
    method: 'GET',
    url: '/api/v2/student-popular-resources/',
    sample: '/api/v2/student-popular-resources/',
    expect: everyone(200),
  },
  // Public; the access test runs with the feature off (the default), which answers 404 to everyone.
  { method: 'GET', url: '/recommendation/', sample: '/recommendation/', expect: everyone(404) },
  {
    method: 'GET',
    url: '/media/*',
    sample: ({ app }) => {
      const file = path.join(app.config.dataDir, 'media', 'access-check.vtt');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, 'WEBVTT\n');
      return { url: '/media/access-check.vtt' };
    },
    expect: everyone(200),
  },
];
