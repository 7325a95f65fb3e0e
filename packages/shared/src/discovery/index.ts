export * from './autocomplete.ts';
