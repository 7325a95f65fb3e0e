/** Classes (rosters), join codes and students without email (issue 19). */
export * from './classes.ts';
export * from './import.ts';
export * from './rosters.ts';
export * from './rules.ts';
export * from './signin-cards.ts';
