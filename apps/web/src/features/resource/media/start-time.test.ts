import { describe, expect, it } from 'vitest';
import { parseStartTime } from './start-time.ts';

describe('parseStartTime', () => {
  it('reads seconds, whole or fractional', () => {
    expect(parseStartTime('83')).toBe(83);
    expect(parseStartTime('1.5')).toBe(1.5);
  });
  it('ignores anything else', () => {
    for (const value of [null, '', '-3', '1e3', 'abc', '83s', '9999999', 'Infinity']) {
      expect(parseStartTime(value)).toBeNull();
    }
  });
});
