import { describe, expect, it } from 'vitest';
import { POSTER_HEIGHT, posterSvg } from './posters.ts';

/** The baselines of the title lines (font-size 30 and up: the label and subject are 14). */
function titleBaselines(svg: string): number[] {
  return [...svg.matchAll(/<text x="40" y="(\d+)"[^>]*font-size="(\d+)"/g)]
    .filter((match) => Number(match[2]) >= 30)
    .map((match) => Number(match[1]));
}

// 22% of the poster's height: a badge 30 px tall (8 px margin) on the 135-px-high image of a 240-px card.
const BADGE_BAND = 80;

const subject = { label: 'Video', subjectName: 'Science', color: '#3366cc', seed: 'walk' };

describe('poster title', () => {
  // A card lays its duration and 'Also in ES' badges over the poster's bottom edge (about a fifth of a
  // 240-px-wide card); the title drawn into the poster must end above them, or the badge cuts it.
  it.each([
    ['one line', 'Egg Drop Engineering'],
    ['two lines', 'Causes of World War I and What Came After'],
    ['three lines, cut', 'Where Does Our Trash Go? A Tour of a Landfill and a Recycling Center in Our Town'],
  ])('ends above the band the card badges cover (%s)', (_, title) => {
    const baselines = titleBaselines(posterSvg({ ...subject, title }));
    expect(baselines.length).toBeGreaterThan(0);
    // The descenders reach about a quarter of the font size below the last baseline.
    expect(Math.max(...baselines) + 10).toBeLessThanOrEqual(POSTER_HEIGHT - BADGE_BAND);
  });
});
