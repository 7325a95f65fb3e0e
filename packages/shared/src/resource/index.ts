/** Resource detail, preview and resource calls (spec 3 §3, §7). */
export * from './assets.ts';
export * from './detail.ts';
export * from './engagement.ts';
export * from './error-details.ts';
export * from './errors.ts';
export * from './params.ts';
export * from './standards.ts';
