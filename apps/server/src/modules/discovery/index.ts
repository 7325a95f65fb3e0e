// The public surface of discovery for other modules (decision 0020): the collection card, so that what lists
// collections elsewhere (a folder's filed collections) shows the card collection search shows.
export { collectionCardColumns, collectionCardRow, heldBy } from './collections.repo.ts';
export { collectionCriteria, presentCollectionCard } from './collections.service.ts';
