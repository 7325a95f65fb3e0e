import { describe, expect, it } from 'vitest';
import {
  durationForScreenReaders,
  formatDuration,
  gradeLabel,
  gradesDisplay,
  languageBadge,
  supportMaterialsTooltip,
  truncateAtWord,
} from './card-format.ts';

describe('formatDuration', () => {
  it('trims a leading 0: and then a leading 0', () => {
    expect(formatDuration(95)).toBe('1:35');
    expect(formatDuration(30)).toBe('0:30');
    expect(formatDuration(600)).toBe('10:00');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(36_000)).toBe('10:00:00');
  });
  it('shows nothing for no length', () => {
    expect(formatDuration(null)).toBeNull();
    expect(formatDuration(undefined)).toBeNull();
    expect(formatDuration(0)).toBeNull();
    expect(formatDuration(-4)).toBeNull();
  });
  it('reads out in words', () => {
    expect(durationForScreenReaders(95)).toBe('1 minute 35 seconds');
    expect(durationForScreenReaders(3600)).toBe('1 hour');
    expect(durationForScreenReaders(null)).toBeNull();
  });
});

describe('gradeLabel', () => {
  it('names grades as people say them', () => {
    expect(gradeLabel('K')).toBe('Kindergarten');
    expect(gradeLabel('PreK')).toBe('PreK');
    expect(gradeLabel('13+')).toBe('13+');
    expect(gradeLabel('1')).toBe('1st grade');
    expect(gradeLabel('2')).toBe('2nd grade');
    expect(gradeLabel('3')).toBe('3rd grade');
    expect(gradeLabel('4')).toBe('4th grade');
    expect(gradeLabel('11')).toBe('11th grade');
  });
});

describe('gradesDisplay', () => {
  it("is 'All' when 3-5, 6-8, 9-12 and PreK-K or K-2 are present", () => {
    expect(gradesDisplay(['PreK-K', '3-5', '6-8', '9-12'])).toBe('All');
    expect(gradesDisplay(['K-2', '3-5', '6-8', '9-12', '13+'])).toBe('All');
  });
  it('lists the bands otherwise', () => {
    expect(gradesDisplay(['3-5', '6-8', '9-12'])).toBe('3-5, 6-8, 9-12');
    expect(gradesDisplay(['6-8'])).toBe('6-8');
    expect(gradesDisplay(['9-12', '13+'])).toBe('9-12, 13+');
  });
  it('shows nothing for only 13+ or no grades', () => {
    expect(gradesDisplay(['13+'])).toBeNull();
    expect(gradesDisplay([])).toBeNull();
  });
});

describe('truncateAtWord', () => {
  it('keeps text within the limit as it is', () => {
    expect(truncateAtWord('A short description.')).toBe('A short description.');
  });
  it('cuts at the last space before 130 characters', () => {
    const text = `${'word '.repeat(30)}end`; // 153 characters
    const cut = truncateAtWord(text);
    expect(cut.endsWith('word…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(131);
    expect(
      cut
        .slice(0, -1)
        .split(' ')
        .every((w) => w === 'word'),
    ).toBe(true);
  });
  it('never splits a word', () => {
    const text = `Students explore how ${'photosynthesis '.repeat(10)}works`;
    const cut = truncateAtWord(text, 40);
    expect(cut).toBe('Students explore how photosynthesis…');
  });
  it('cuts one overlong word at the limit', () => {
    expect(truncateAtWord('x'.repeat(200), 10)).toBe(`${'x'.repeat(10)}…`);
  });
});

describe('languageBadge', () => {
  it('is absent for one language other than Spanish', () => {
    expect(languageBadge(['English'])).toBeNull();
    expect(languageBadge([])).toBeNull();
  });
  it("shows 'ES' alone when Spanish is the only language", () => {
    expect(languageBadge(['Spanish'])).toEqual({ prefix: '', text: 'ES', label: 'In Spanish' });
  });
  it("shows 'Also in ES' when Spanish comes with other languages", () => {
    expect(languageBadge(['English', 'Spanish'])).toMatchObject({ prefix: 'Also in', text: 'ES' });
    expect(languageBadge(['en', 'es'])).toMatchObject({ prefix: 'Also in', text: 'ES' });
  });
  it('names the other languages of a multi-language item', () => {
    expect(languageBadge(['English', 'French'])).toEqual({
      prefix: 'Also in',
      text: 'FR',
      label: 'Also in French',
    });
  });
});

describe('supportMaterialsTooltip', () => {
  it('counts support materials', () => {
    expect(supportMaterialsTooltip(3)).toBe('This resource contains 3 support materials');
    expect(supportMaterialsTooltip(0)).toBeNull();
    expect(supportMaterialsTooltip(undefined)).toBeNull();
  });
});
