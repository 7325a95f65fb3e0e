export * from './autocomplete.ts';
export * from './collections.ts';
export * from './details.ts';
