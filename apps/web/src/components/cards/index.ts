export type { CardHeadingLevel, CollectionCardData, ResourceCardData } from './card-data.ts';
export * from './card-format.ts';
export { CardGrid } from './card-grid.tsx';
export { CollectionCard } from './collection-card.tsx';
export { ResourceCard } from './resource-card.tsx';
