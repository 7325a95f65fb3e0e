import { expect, it } from 'vitest';
import { emptyRichText, richTextToPlain } from './rich-text.ts';

it('treats an editor with nothing typed as empty', () => {
  expect(emptyRichText('<p></p>')).toBe('');
  expect(emptyRichText('<p> </p><p><br></p>')).toBe('');
  expect(emptyRichText('<p>Hi</p>')).toBe('<p>Hi</p>');
});

it('reads the text of rich text', () => {
  expect(richTextToPlain('<p>Rock &amp; <strong>roll</strong></p><ul><li>one</li><li>two</li></ul>')).toBe(
    'Rock & roll one two',
  );
});
