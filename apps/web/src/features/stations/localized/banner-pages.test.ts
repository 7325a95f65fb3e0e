import { describe, expect, it } from 'vitest';
import { showsStationBanner } from './banner-pages.ts';

const teacher = { student: false, addOn: false };

describe('showsStationBanner', () => {
  it('shows on the homepage whether or not a station is chosen (its prompts ask for one)', () => {
    expect(showsStationBanner('home', { ...teacher, localized: true })).toBe(true);
    expect(showsStationBanner('home', { ...teacher, localized: false })).toBe(true);
  });

  it('shows on browse pages only to a localized visitor or teacher', () => {
    expect(showsStationBanner('browse', { ...teacher, localized: true })).toBe(true);
    expect(showsStationBanner('browse', { ...teacher, localized: false })).toBe(false);
  });

  it('never shows in the student experience or the add-on view', () => {
    for (const page of ['home', 'browse'] as const) {
      expect(showsStationBanner(page, { student: true, addOn: false, localized: true })).toBe(false);
      expect(showsStationBanner(page, { student: false, addOn: true, localized: true })).toBe(false);
    }
  });
});
