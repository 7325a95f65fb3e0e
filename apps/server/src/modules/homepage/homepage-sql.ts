/**
 * The audience rule and the card moved to the cards module (docs/decisions/0019-cards-and-audience.md); these
 * names stay for callers written before it.
 */
export { type Audience, type CardRow, cardColumn, cardRows, shownTo } from '../cards/index.ts';
