/** The lesson builder (spec 3 §2 "Lesson builder", §3, §5, §7, §9; issue 17; decision 0028). */
export * from './errors.ts';
export * from './lesson-replies.ts';
export * from './lessons.ts';
export * from './limits.ts';
export * from './list.ts';
export * from './preview.ts';
export * from './ugc.ts';
export * from './unavailable.ts';
