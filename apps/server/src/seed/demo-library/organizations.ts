import type { CatalogImportInput } from '@lantern/shared';

/** Invented producers, funders, stations and series of the demo library. */
export const DEMO_ORGANIZATIONS: NonNullable<CatalogImportInput['organizations']> = [
  { slug: 'lantern-learning-lab', name: 'Lantern Learning Lab', kind: 'producer', logo_color: '#F2A900' },
  { slug: 'bright-harbor-studios', name: 'Bright Harbor Studios', kind: 'producer', logo_color: '#1B6CA8' },
  { slug: 'summit-science-films', name: 'Summit Science Films', kind: 'producer', logo_color: '#2E7D32' },
  { slug: 'open-story-collective', name: 'Open Story Collective', kind: 'producer', logo_color: '#8E24AA' },
  {
    slug: 'northstar-education-media',
    name: 'Northstar Education Media',
    kind: 'producer',
    logo_color: '#37474F',
  },
  {
    slug: 'cedar-valley-public-media',
    name: 'Cedar Valley Public Media',
    kind: 'station',
    logo_color: '#00695C',
  },
  {
    slug: 'riverbend-public-broadcasting',
    name: 'Riverbend Public Broadcasting',
    kind: 'station',
    logo_color: '#C62828',
  },
  { slug: 'juniper-family-foundation', name: 'The Juniper Family Foundation', kind: 'funder' },
  { slug: 'northwind-education-fund', name: 'Northwind Education Fund', kind: 'funder' },
  { slug: 'civic-light-trust', name: 'Civic Light Trust', kind: 'funder' },
];

export const PRODUCERS = [
  'lantern-learning-lab',
  'bright-harbor-studios',
  'summit-science-films',
  'open-story-collective',
  'northstar-education-media',
  'cedar-valley-public-media',
] as const;
export const FUNDERS = [
  'juniper-family-foundation',
  'northwind-education-fund',
  'civic-light-trust',
] as const;
export const STATIONS = ['cedar-valley-public-media', 'riverbend-public-broadcasting'] as const;

export interface DemoSeries {
  slug: string;
  title: string;
  subject: string;
  organization: string;
  description: string;
  awardWinning?: boolean;
}

/** Series (projects) per top subject; each becomes a 'series' collection. */
export const DEMO_SERIES: DemoSeries[] = [
  {
    slug: 'wild-neighborhoods',
    title: 'Wild Neighborhoods',
    subject: 'science',
    organization: 'summit-science-films',
    description: 'Short nature films about the plants and animals living right outside the classroom door.',
    awardWinning: true,
  },
  {
    slug: 'kitchen-lab',
    title: 'Kitchen Lab',
    subject: 'science',
    organization: 'bright-harbor-studios',
    description: 'Chemistry and physics experiments with things you already have in the kitchen.',
  },
  {
    slug: 'number-quest',
    title: 'Number Quest',
    subject: 'mathematics',
    organization: 'lantern-learning-lab',
    description: 'Animated math adventures that turn number sense into a quest.',
    awardWinning: true,
  },
  {
    slug: 'math-at-work',
    title: 'Math at Work',
    subject: 'mathematics',
    organization: 'northstar-education-media',
    description: 'Carpenters, nurses and game designers show the math they use every day.',
  },
  {
    slug: 'story-lab',
    title: 'Story Lab',
    subject: 'english-language-arts-and-literacy',
    organization: 'open-story-collective',
    description: 'Authors and young writers take stories apart to see how they work.',
    awardWinning: true,
  },
  {
    slug: 'word-builders',
    title: 'Word Builders',
    subject: 'english-language-arts-and-literacy',
    organization: 'lantern-learning-lab',
    description: 'Songs and games for phonics, vocabulary and word study.',
  },
  {
    slug: 'voices-of-the-past',
    title: 'Voices of the Past',
    subject: 'social-studies',
    organization: 'open-story-collective',
    description: 'History told through diaries, letters, oral histories and archival film.',
    awardWinning: true,
  },
  {
    slug: 'civics-in-action',
    title: 'Civics in Action',
    subject: 'social-studies',
    organization: 'cedar-valley-public-media',
    description: 'How government works, told by the people who do the work.',
  },
  {
    slug: 'maker-minutes',
    title: 'Maker Minutes',
    subject: 'engineering-technology',
    organization: 'bright-harbor-studios',
    description: 'Quick design challenges that follow the engineering design process.',
  },
  {
    slug: 'move-and-grow',
    title: 'Move & Grow',
    subject: 'health-and-physical-education',
    organization: 'northstar-education-media',
    description: 'Movement breaks and healthy-habit stories for every grade.',
  },
  {
    slug: 'little-explorers',
    title: 'Little Explorers',
    subject: 'preschool',
    organization: 'lantern-learning-lab',
    description: 'Playful videos and games for the youngest learners.',
    awardWinning: true,
  },
  {
    slug: 'teaching-today',
    title: 'Teaching Today',
    subject: 'professional-development',
    organization: 'northstar-education-media',
    description: 'Classroom-tested strategies from teachers, for teachers.',
  },
  {
    slug: 'studio-sessions',
    title: 'Studio Sessions',
    subject: 'the-arts',
    organization: 'open-story-collective',
    description: 'Working artists invite students into the studio, the stage and the rehearsal room.',
  },
  {
    slug: 'world-voices',
    title: 'World Voices',
    subject: 'world-languages',
    organization: 'riverbend-public-broadcasting',
    description: 'Language and culture from the people who speak it at home.',
  },
];

/** Content projects: the libraries partners manage content in. */
export const CONTENT_PROJECTS = [
  { slug: 'lantern-stem-library', title: 'Lantern STEM Library', organization: 'lantern-learning-lab' },
  {
    slug: 'lantern-humanities-library',
    title: 'Lantern Humanities Library',
    organization: 'lantern-learning-lab',
  },
  {
    slug: 'cedar-valley-local-stories',
    title: 'Cedar Valley Local Stories',
    organization: 'cedar-valley-public-media',
  },
] as const;
