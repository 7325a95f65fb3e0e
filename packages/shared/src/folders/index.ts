/** Folders and search inside favorites (spec 2 "Folder assignment for items", "Favorites", §7; issue 16). */
export * from './folders.ts';
export * from './search-favorites.ts';
