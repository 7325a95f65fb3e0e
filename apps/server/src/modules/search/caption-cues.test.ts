import { describe, expect, it } from 'vitest';
import { parseWebVtt } from './caption-cues.ts';
import { excerptParts } from './transcript-matches.repo.ts';

describe('parseWebVtt', () => {
  it('reads each cue’s start and its plain text', () => {
    const cues = parseWebVtt(
      'WEBVTT\n\nNOTE a comment\n\nintro\n00:00.500 --> 00:02.000\n<v Ann>Hello <i>there</i></v>\n\n' +
        '1:02:03.250 --> 1:02:05.000 align:start\nTom &amp; Jerry\nsecond line\n',
    );
    expect(cues).toEqual([
      { startMs: 500, text: 'Hello there' },
      { startMs: 3_723_250, text: 'Tom & Jerry second line' },
    ]);
  });
  it('has no cue for a file that is not WebVTT', () => {
    expect(parseWebVtt('1\n00:00:01,000 --> 00:00:02,000\nan SRT file')).toEqual([]);
  });
});

describe('excerptParts', () => {
  it('flags the words between the markers', () => {
    expect(excerptParts('the \u0002oyster\u0003 and \u0002pearl\u0003')).toEqual([
      { text: 'the ', mark: false },
      { text: 'oyster', mark: true },
      { text: ' and ', mark: false },
      { text: 'pearl', mark: true },
    ]);
  });
});
