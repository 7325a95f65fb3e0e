import { describe, expect, it } from 'vitest';
import { gradeLabelFromUri, subjectNameFromPath, titleFromSlug } from './browse-names.ts';

describe('browse names', () => {
  it('names top subjects and falls back to the slug', () => {
    expect(subjectNameFromPath('the-arts/')).toBe('The Arts');
    expect(subjectNameFromPath('science/life-science/')).toBe('Life Science');
    expect(subjectNameFromPath('')).toBeNull();
    expect(titleFromSlug('engineering--technology')).toBe('Engineering Technology');
  });
  it('names grade URIs', () => {
    expect(gradeLabelFromUri('middle-school')).toBe('Middle School');
    expect(gradeLabelFromUri('college')).toBeNull();
  });
});
