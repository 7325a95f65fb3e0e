export * from './homepage.ts';
export * from './images.ts';
