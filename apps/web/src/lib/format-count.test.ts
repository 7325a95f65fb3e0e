import { describe, expect, it } from 'vitest';
import { countText, formatCount } from './format-count.ts';

describe('formatCount', () => {
  it('writes what toLocaleString("en-US") writes', () => {
    const values = [0, 7, 999, 1000, 1001, 12_345, 100_000, 999_999, 1_234_567, -1234, -999, 2 ** 53 - 1];
    for (const value of values) expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
  });
  it('leaves fractions to Intl', () => {
    expect(formatCount(1234.5)).toBe('1,234.5');
  });
});

describe('countText', () => {
  it('is singular for exactly one, plural otherwise, with separators', () => {
    expect(countText(1, 'student account')).toBe('1 student account');
    expect(countText(0, 'student account')).toBe('0 student accounts');
    expect(countText(12_345, 'resource')).toBe('12,345 resources');
    expect(countText(2, 'match', 'matches')).toBe('2 matches');
  });
});
