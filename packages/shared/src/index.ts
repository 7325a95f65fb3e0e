export * from './accounts/index.ts';
export * from './api.ts';
export * from './catalog/index.ts';
export * from './constants.ts';
export * from './errors.ts';
export * from './page-config.ts';
export * from './search/index.ts';
export * from './validation-messages.ts';
