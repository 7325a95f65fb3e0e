export * from './feedback.ts';
export * from './help.ts';
