export * from './autocomplete.ts';
export * from './autocomplete-reply.ts';
export * from './collection-errors.ts';
export * from './collections.ts';
export * from './details.ts';
