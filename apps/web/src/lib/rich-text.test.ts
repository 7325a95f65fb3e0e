import { describe, expect, it } from 'vitest';
import { richTextAsPlain } from './rich-text.ts';

describe('richTextAsPlain', () => {
  it('drops the tags the lesson builder stores around a question', () => {
    expect(richTextAsPlain('<p>Which one is <strong>hot</strong>?</p>')).toBe('Which one is hot?');
  });

  it('separates paragraphs and line breaks by one space', () => {
    expect(richTextAsPlain('<p>First line</p><p>Second<br>third</p>')).toBe('First line Second third');
  });

  it('decodes entities once, so escaped markup stays text', () => {
    expect(richTextAsPlain('<p>3 &lt; 4 &amp;&amp; &quot;x&quot; &#233;t&#xE9; &lt;b&gt;</p>')).toBe(
      '3 < 4 && "x" été <b>',
    );
  });

  it('leaves plain text as it was', () => {
    expect(richTextAsPlain('  Why do planets orbit?  ')).toBe('Why do planets orbit?');
  });
});
