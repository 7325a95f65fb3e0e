export * from './account-rules.ts';
export * from './oidc.ts';
export * from './profile.ts';
export * from './schemas.ts';
export * from './signin-cards.ts';
export * from './student-words.ts';
export * from './username.ts';
