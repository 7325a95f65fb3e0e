import { describe, expect, it } from 'vitest';
import { activeCueIndex, formatClock, parseTimestamp, parseVttCues } from './transcript-cues.ts';

const SAMPLE = `WEBVTT
Kind: captions

NOTE a comment that is not spoken

1
00:00:00.000 --> 00:00:02.500
Every autumn, green leaves

2
00:00:02.500 --> 00:00:05.000 align:start
<v Narrator>The yellow &amp; orange</v>
were there all along.

00:01:05,250 --> 01:00:06.000
Last line
`;

describe('parseVttCues', () => {
  it('reads timings and text, skipping the header and notes, joining lines and removing markup', () => {
    expect(parseVttCues(SAMPLE)).toEqual([
      { start: 0, end: 2.5, text: 'Every autumn, green leaves' },
      { start: 2.5, end: 5, text: 'The yellow & orange were there all along.' },
      { start: 65.25, end: 3606, text: 'Last line' },
    ]);
  });

  it('accepts Windows line ends and gives nothing for a file without cues', () => {
    expect(parseVttCues('WEBVTT\r\n\r\n1\r\n00:01.000 --> 00:02.000\r\nHi\r\n')).toEqual([
      { start: 1, end: 2, text: 'Hi' },
    ]);
    expect(parseVttCues('WEBVTT\n\nNOTE nothing here\n')).toEqual([]);
    expect(parseVttCues('<html>not a caption file</html>')).toEqual([]);
  });
});

describe('cue helpers', () => {
  it('parses timestamps with and without hours', () => {
    expect(parseTimestamp('01:02:03.500')).toBe(3723.5);
    expect(parseTimestamp('02:03.5')).toBe(123.5);
  });

  it('finds the cue at a time (start inclusive, end exclusive)', () => {
    const cues = parseVttCues(SAMPLE);
    expect(activeCueIndex(cues, 0)).toBe(0);
    expect(activeCueIndex(cues, 2.5)).toBe(1);
    expect(activeCueIndex(cues, 30)).toBe(-1);
  });

  it('formats clock times', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(75.9)).toBe('1:15');
    expect(formatClock(3723)).toBe('1:02:03');
  });
});
