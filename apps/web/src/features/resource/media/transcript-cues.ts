/**
 * The cues of a WebVTT file as transcript lines. The browser parses captions only for a track that is
 * showing or hidden, and media controls may switch a track off, so the transcript reads the file itself.
 */
export interface TranscriptCue {
  start: number;
  end: number;
  text: string;
}

const TIMING = /^((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})\s+-->\s+((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})/;

/** '01:02:03.500' or '02:03.500' in seconds. */
export function parseTimestamp(value: string): number {
  const parts = value.replace(',', '.').split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

/** Voice spans, class spans and other markup in cue text, reduced to the words a person reads. */
function plainCueText(lines: string[]): string {
  return lines
    .join(' ')
    .replace(/<[^>]*>/g, '')
    .replaceAll('&amp;', '&')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&nbsp;', ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function parseVttCues(source: string): TranscriptCue[] {
  const blocks = source.replace(/\r\n?/g, '\n').split(/\n{2,}/);
  const cues: TranscriptCue[] = [];
  for (const block of blocks) {
    const lines = block.split('\n');
    const timingIndex = lines.findIndex((line) => TIMING.test(line));
    if (timingIndex === -1) continue; // header, NOTE, STYLE and REGION blocks
    const match = TIMING.exec(lines[timingIndex] ?? '');
    if (!match?.[1] || !match[2]) continue;
    const text = plainCueText(lines.slice(timingIndex + 1));
    if (text) cues.push({ start: parseTimestamp(match[1]), end: parseTimestamp(match[2]), text });
  }
  return cues;
}

/** The cue being spoken at `time`, or -1. */
export function activeCueIndex(cues: readonly TranscriptCue[], time: number): number {
  return cues.findIndex((cue) => time >= cue.start && time < cue.end);
}

/** 'm:ss' or 'h:mm:ss' for chapter and transcript times. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
