/** Assignments: assign, quick-assign codes, lists (issue 20; decision 0040). */

export * from './assignment-links.ts';
export * from './assignments.ts';
export * from './player.ts';
export * from './quick-assign-name.ts';
export * from './results.ts';
export * from './rules.ts';
