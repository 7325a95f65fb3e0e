import { type AccessRow, admins, everyone, teachers } from './roles.ts';

/**
 * Access rows of the newsletter (issue 22): sign-up and its links for everyone, a teacher's own
 * switch, and the staff view and export for admins only.
 */
export const NEWSLETTER_ROWS: AccessRow[] = [
  {
    method: 'POST',
    url: '/api/v2/iterable/subscribe-to-newsletter/',
    sample: { url: '/api/v2/iterable/subscribe-to-newsletter/', payload: {} },
    expect: everyone(400),
  },
  {
    method: 'POST',
    url: '/api/v2/newsletter/confirm/',
    sample: { url: '/api/v2/newsletter/confirm/', payload: {} },
    expect: everyone(400),
  },
  {
    // A token that is not genuine: 400 for everyone, nobody is turned away first.
    method: 'POST',
    url: '/api/v2/newsletter/unsubscribe/',
    sample: { url: '/api/v2/newsletter/unsubscribe/?token=forged', payload: {} },
    expect: everyone(400),
  },
  {
    method: 'GET',
    url: '/api/v2/newsletter/subscription/',
    sample: '/api/v2/newsletter/subscription/',
    expect: teachers(200),
  },
  {
    method: 'PUT',
    url: '/api/v2/newsletter/subscription/',
    sample: { url: '/api/v2/newsletter/subscription/', payload: {} },
    expect: teachers(400),
  },
  {
    method: 'GET',
    url: '/api/v2/newsletter/staff/subscribers/',
    sample: '/api/v2/newsletter/staff/subscribers/',
    expect: admins(200),
  },
  {
    method: 'GET',
    url: '/api/v2/newsletter/staff/export/',
    sample: '/api/v2/newsletter/staff/export/',
    expect: admins(200),
  },
];
