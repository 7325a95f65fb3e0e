/**
 * Copy of the /signup marketing blocks (spec 3 "Teacher sign-up landing page"). The collection
 * links point at demo-library collections (apps/server/src/seed/demo-library).
 */

export interface CollectionLink {
  slug: string;
  title: string;
}

export const CLASSROOM_READY_COLLECTIONS: readonly CollectionLink[] = [
  { slug: 'voices-of-the-past', title: 'Voices of the Past' },
  { slug: 'black-history-month', title: 'Black History Month' },
  { slug: 'civics-in-action', title: 'Civics in Action' },
  { slug: 'wild-neighborhoods', title: 'Wild Neighborhoods' },
  { slug: 'kitchen-lab', title: 'Kitchen Lab' },
  { slug: 'number-quest', title: 'Number Quest' },
  { slug: 'story-lab', title: 'Story Lab' },
  { slug: 'virtual-field-trips', title: 'Virtual Field Trips' },
];

export const EARLY_LEARNER_COLLECTIONS: readonly CollectionLink[] = [
  { slug: 'little-explorers', title: 'Little Explorers' },
  { slug: 'preschool-essentials', title: 'Preschool Essentials' },
  { slug: 'word-builders', title: 'Word Builders' },
  { slug: 'move-and-grow', title: 'Move & Grow' },
  { slug: 'back-to-school-sel', title: 'Back to School: Social and Emotional Learning' },
  { slug: 'math-games-and-interactives', title: 'Math Games and Interactives' },
];

export function collectionPath(slug: string): string {
  return `/collection/${encodeURIComponent(slug)}/`;
}

/** Invented, deliberately generic quotes; no real person is quoted. */
export const TESTIMONIALS = [
  {
    quote:
      'I plan a week of science in one sitting now. The short videos come with the questions I used to write myself.',
    teacher: 'A fourth-grade teacher',
  },
  {
    quote:
      'My students hear history from the people who lived it. Assigning a clip to each class takes a minute.',
    teacher: 'A middle school social studies teacher',
  },
  {
    quote: 'The early-learning games are the part of the day my kindergartners ask for by name.',
    teacher: 'A kindergarten teacher',
  },
] as const;
