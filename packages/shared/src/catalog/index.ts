export * from './catalog-enums.ts';
export * from './import-format.ts';
