import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client.ts';
import { createQueryClient, shouldRetryQuery } from './query-client.ts';

describe('shouldRetryQuery', () => {
  it('never retries 4xx replies', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) {
      expect(shouldRetryQuery(0, new ApiRequestError(status, { code: 'x' }))).toBe(false);
    }
  });
  it('retries 5xx replies and network failures twice', () => {
    expect(shouldRetryQuery(0, new ApiRequestError(503, {}))).toBe(true);
    expect(shouldRetryQuery(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryQuery(2, new TypeError('Failed to fetch'))).toBe(false);
  });
  it('is the default of the app query client', () => {
    const options = createQueryClient().getDefaultOptions();
    expect(options.queries?.retry).toBe(shouldRetryQuery);
    expect(options.queries?.staleTime).toBe(60_000);
  });
});
