/** Student privacy: acknowledgement, where the teacher teaches, NCES reference lists (spec 2; issue 18). */
export * from './privacy.ts';
export * from './texts.ts';
