import { describe, expect, it } from 'vitest';
import { toolSectionName } from './tool-sections.ts';

describe('toolSectionName', () => {
  it('names each section by its first segment', () => {
    expect(toolSectionName('')).toBe('Dashboard');
    expect(toolSectionName('favorites/')).toBe('Favorites');
    expect(toolSectionName('lessonbuilder/edit/abc')).toBe('Lesson Builder');
    expect(toolSectionName('assignments/tab/awaiting')).toBe('Assignments');
    expect(toolSectionName('unknown')).toBe('Teacher Tools');
  });
});
