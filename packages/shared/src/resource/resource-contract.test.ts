import { describe, expect, it } from 'vitest';
import { isResourceRedirect } from './detail.ts';
import { userRatingBodySchema } from './engagement.ts';
import { expiredDetail } from './errors.ts';
import { resourceCodeSchema } from './params.ts';

describe('resource contract', () => {
  it('writes the expiry date of the expired message as MM/dd/yyyy in UTC', () => {
    expect(expiredDetail('2026-03-09T23:30:00.000Z')).toBe(
      "It looks like the resource you're trying to access expired on 03/09/2026 due to a limited license or other restrictions. Try a keyword search, or check out similar resources below.",
    );
    expect(expiredDetail('2027-12-01T00:00:00.000Z')).toContain('expired on 12/01/2027 due');
  });

  it('tells a redirect reply from a resource', () => {
    expect(isResourceRedirect({ redirect_url: '/resource/new/' })).toBe(true);
  });

  it('accepts catalog codes and refuses others with the readable message', () => {
    expect(resourceCodeSchema.safeParse('vtl07.la_ela-ph').success).toBe(true);
    const bad = resourceCodeSchema.safeParse('../etc');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toContain('A resource code is 1 to 100 letters');
  });

  it('takes ratings 1 to 5 only', () => {
    const rate = (rating: unknown) => userRatingBodySchema.safeParse({ resource_code: 'a', rating }).success;
    expect([1, 3, 5].map(rate)).toEqual([true, true, true]);
    expect([0, 6, 2.5, '4'].map(rate)).toEqual([false, false, false, false]);
  });
});
