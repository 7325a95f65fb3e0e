import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-sniff.ts';

describe('sniffImageType', () => {
  it('knows the four picture formats by their first bytes', () => {
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('jpeg');
    expect(sniffImageType(Buffer.from('89504e470d0a1a0a0000000d', 'hex'))).toBe('png');
    expect(sniffImageType(Buffer.from('GIF89a\x01\x00', 'latin1'))).toBe('gif');
    expect(sniffImageType(Buffer.from('GIF87a\x01\x00', 'latin1'))).toBe('gif');
    expect(sniffImageType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('webp');
  });

  it('recognises nothing else', () => {
    for (const text of [
      '',
      '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      '<script>alert(1)</script>',
      '#!/bin/sh\nrm -rf /',
      '%PDF-1.7',
      'RIFF\x10\x00\x00\x00WAVEfmt ',
      '\x89PNG',
    ]) {
      expect(sniffImageType(Buffer.from(text, 'latin1')), text).toBeNull();
    }
  });
});
