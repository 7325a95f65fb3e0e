/** Favorites and lesson-plan exports (spec 2 Favorites, spec 3 §7). */
export * from './favorites.ts';
export * from './lesson-plan.ts';
