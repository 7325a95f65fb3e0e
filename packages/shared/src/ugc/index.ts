export * from './ugc.ts';
