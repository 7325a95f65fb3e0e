import { describe, expect, it } from 'vitest';
import { plainText } from './head-html.ts';
import { isoDuration } from './json-ld.ts';

/** The pure parts of the head: catalog HTML to a description, durations. */

describe('plainText', () => {
  it('drops tags and scripts, decodes entities, and keeps words apart only at block boundaries', () => {
    expect(plainText('<p>Tide&nbsp;pools &amp; <em>crabs</em>.</p><p>Part&#8217;s two&#x21;</p>')).toBe(
      'Tide pools & crabs. Part’s two!',
    );
    expect(plainText('<script>alert(1)</script><style>p{}</style>Text')).toBe('Text');
  });

  it('shortens at a word with an ellipsis', () => {
    const text = plainText(`${'word '.repeat(100)}end`, 30);
    expect(text.length).toBeLessThanOrEqual(30);
    expect(text).toBe('word word word word word word…');
  });
});

describe('isoDuration', () => {
  it('writes seconds as an ISO 8601 duration', () => {
    expect(isoDuration(754)).toBe('PT12M34S');
    expect(isoDuration(3600)).toBe('PT1H');
    expect(isoDuration(3661)).toBe('PT1H1M1S');
    expect(isoDuration(0)).toBe('PT0S');
  });
});
