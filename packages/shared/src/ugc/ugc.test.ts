import { describe, expect, it } from 'vitest';
import { hasUgcImageExtension } from './ugc.ts';

describe('hasUgcImageExtension (spec 1 §5: compared case-insensitively)', () => {
  it('accepts the picture extensions in any case', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.Png', 'd.webp', 'e.GIF', 'holiday.photo.jpg']) {
      expect(hasUgcImageExtension(name), name).toBe(true);
    }
  });
  it('refuses the rest', () => {
    for (const name of ['a.svg', 'b.SVG', 'c.png.js', 'noextension', 'd.', 'e.jpg ', 'f.tiff', '.png.html']) {
      expect(hasUgcImageExtension(name), name).toBe(false);
    }
  });
});
