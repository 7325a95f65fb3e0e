/** Moved to the cards module (docs/decisions/0019-cards-and-audience.md); kept for callers written before it. */
export { presentCard } from '../cards/index.ts';
