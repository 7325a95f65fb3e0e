/**
 * WebVTT cues for search (issue 23, docs/decisions/0052-searchable-captions.md): the start time and the text of each
 * cue, tags stripped (<v Speaker>, <i>, timestamps) and entities decoded, so that what search stores is the words a
 * viewer hears. A file that is not WebVTT has no cue: it is skipped, never an error.
 */
export interface CaptionCue {
  startMs: number;
  text: string;
}

/** The most cues and the longest cue text kept from one file: a huge or hostile file cannot fill the table. */
export const MAX_CUES = 5000;
const MAX_CUE_CHARS = 2000;

const TIMING = /^((?:\d+:)?\d{1,2}:\d{2}[.,]\d{3})\s+-->\s+(?:\d+:)?\d{1,2}:\d{2}[.,]\d{3}/;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function milliseconds(stamp: string): number {
  const [clock = '', fraction = '0'] = stamp.split(/[.,]/);
  const parts = clock.split(':').map(Number);
  const seconds = parts.reduce((total, part) => total * 60 + part, 0);
  return seconds * 1000 + Number(fraction);
}

function plainText(lines: string[]): string {
  return lines
    .join(' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_CUE_CHARS);
}

export function parseWebVtt(source: string): CaptionCue[] {
  const text = source.replace(/^\uFEFF/, '');
  if (!/^WEBVTT(?:[ \t]|$)/m.test(text.split(/\r?\n/, 1)[0] ?? '')) return [];
  const cues: CaptionCue[] = [];
  for (const block of text.split(/\r?\n\r?\n+/)) {
    const lines = block.split(/\r?\n/);
    const timingAt = lines.findIndex((line) => TIMING.test(line));
    const stamp = timingAt >= 0 ? TIMING.exec(lines[timingAt] ?? '')?.[1] : undefined;
    if (!stamp) continue;
    const cueText = plainText(lines.slice(timingAt + 1));
    if (cueText) cues.push({ startMs: milliseconds(stamp), text: cueText });
    if (cues.length >= MAX_CUES) break;
  }
  return cues;
}
