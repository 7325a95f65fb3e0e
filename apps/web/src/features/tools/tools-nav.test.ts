import { describe, expect, it } from 'vitest';
import { toolsNavEntries } from './tools-nav.ts';

const keys = (entries: { key: string }[]) => entries.map((entry) => entry.key);
const allBuilt = () => true;

describe('toolsNavEntries', () => {
  it('lists the built areas for a teacher, Dashboard linking to /tools/', () => {
    const entries = toolsNavEntries({ isStudent: false }, { addOn: false });
    expect(keys(entries)).toEqual([
      'dashboard',
      'favorites',
      'folders',
      'lesson-builder',
      'assignments',
      'classes',
    ]);
    expect(entries.map((entry) => entry.href)).toEqual([
      '/tools/',
      '/tools/favorites/',
      '/tools/folders/',
      '/tools/lessonbuilder/',
      '/tools/assignments/',
      '/tools/classes/',
    ]);
  });

  it('adds an area as soon as it is built, in the tools order', () => {
    expect(keys(toolsNavEntries({ isStudent: false }, { addOn: false }, allBuilt))).toEqual([
      'dashboard',
      'favorites',
      'folders',
      'lesson-builder',
      'assignments',
      'classes',
    ]);
  });

  it('gives a student their favorites, folders, assignments and classes in the student experience, no dashboard', () => {
    const entries = toolsNavEntries({ isStudent: true }, { addOn: false });
    expect(keys(entries)).toEqual(['favorites', 'folders', 'assignments', 'classes']);
    expect(entries[2]?.href).toBe('/student/assignments/?student=true');
    expect(entries[3]?.href).toBe('/student/classes/?student=true');
    expect(entries[0]?.href).toBe('/tools/favorites/?student=true');
  });
});
