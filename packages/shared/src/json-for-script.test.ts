import { describe, expect, it } from 'vitest';
import { jsonForScript } from './json-for-script.ts';

describe('jsonForScript', () => {
  it('leaves no <, > or & that could end or change a script block, and reads back the same', () => {
    const value = { name: '</script><script>alert(1)</script><!-- & \u2028' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
