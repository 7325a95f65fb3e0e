export * from './homepage.ts';
export * from './homepage-queries.ts';
export * from './image-query.ts';
export * from './images.ts';
