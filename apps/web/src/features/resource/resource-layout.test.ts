import type { Asset } from '@lantern/shared';
import { describe, expect, it } from 'vitest';
import { contentWarnings, lessonContentLabel, resourceLayoutKind } from './resource-layout.ts';

const asset = (media_type: Asset['media_type'], flags: Asset['content_flags'] = []) =>
  ({ media_type, content_flags: flags }) as Asset;

describe('resourceLayoutKind', () => {
  it('opens one asset in its own layout', () => {
    expect(resourceLayoutKind({ lesson_data: null, assets: [asset('video')] })).toBe('video');
    expect(resourceLayoutKind({ lesson_data: null, assets: [asset('audio')] })).toBe('audio');
    expect(resourceLayoutKind({ lesson_data: null, assets: [asset('image')] })).toBe('image');
    expect(resourceLayoutKind({ lesson_data: null, assets: [asset('document')] })).toBe('document');
    expect(resourceLayoutKind({ lesson_data: null, assets: [asset('lti')] })).toBe('interactive');
    expect(resourceLayoutKind({ lesson_data: null, assets: [asset('generic_interactive')] })).toBe(
      'interactive',
    );
  });

  it('uses the gallery for several assets, the lesson plan when lesson_data exists, none for no assets', () => {
    expect(resourceLayoutKind({ lesson_data: null, assets: [asset('image'), asset('video')] })).toBe(
      'gallery',
    );
    expect(
      resourceLayoutKind({
        lesson_data: { overview: '', procedure: '' },
        assets: [asset('video'), asset('image')],
      }),
    ).toBe('lesson-plan');
    expect(resourceLayoutKind({ lesson_data: null, assets: [] })).toBe('none');
  });
});

describe('content warnings and labels', () => {
  it('warns for flags with a description on assets or lesson contents, once each, sensitive first', () => {
    expect(
      contentWarnings({
        content_warnings: [],
        assets: [asset('video', [{ flag: 'commentary', description: 'One side of a debate' }])],
        lesson_contents: [
          { content_flags: [{ flag: 'sensitive', description: 'War images' }] },
          { content_flags: [{ flag: 'commentary', description: 'Opinion' }] },
        ] as never,
      }),
    ).toEqual(['sensitive', 'commentary']);
  });

  it('ignores flags without a description', () => {
    expect(
      contentWarnings({
        content_warnings: [],
        assets: [asset('video', [{ flag: 'sensitive', description: '  ' }])],
        lesson_contents: [],
      }),
    ).toEqual([]);
  });

  it('labels HTMLFragment contents Text', () => {
    expect(lessonContentLabel('HTMLFragment')).toBe('Text');
    expect(lessonContentLabel('Video')).toBe('Video');
  });
});
