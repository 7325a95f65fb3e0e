/** Business constants of the product (spec 1 §3, §9; spec 3 §9). */

export const DEFAULT_PRODUCT_NAME = 'Lantern';

export const TOP_SUBJECTS = [
  { id: 8337, name: 'Science', slug: 'science', color: '#486CD8' },
  { id: 3026, name: 'Social Studies', slug: 'social-studies', color: '#6A1B9A' },
  { id: 1184, name: 'Mathematics', slug: 'mathematics', color: '#B2528C' },
  {
    id: 1880,
    name: 'English Language Arts and Literacy',
    slug: 'english-language-arts-and-literacy',
    color: '#D6383A',
  },
  { id: 8353, name: 'Engineering & Technology', slug: 'engineering-technology', color: '#262626' },
  {
    id: 2806,
    name: 'Health and Physical Education',
    slug: 'health-and-physical-education',
    color: '#087B45',
  },
  { id: 2949, name: 'Preschool', slug: 'preschool', color: '#007B9B' },
  { id: 6708, name: 'Professional Development', slug: 'professional-development', color: '#60738A' },
  { id: 2663, name: 'The Arts', slug: 'the-arts', color: '#074D51' },
  { id: 6267, name: 'World Languages', slug: 'world-languages', color: '#A31A51' },
] as const;

export type TopSubject = (typeof TOP_SUBJECTS)[number];

/** A teachers' subject: left out of the student experience and the add-on (spec 1 §6). */
export const PROFESSIONAL_DEVELOPMENT_ID = 6708;

/** Subjects sorted by title, with 'The Arts' sorted as 'Arts' but still shown as 'The Arts'. */
export function subjectsSortedForErrorPage<T extends { name: string }>(subjects: readonly T[]): T[] {
  const sortKey = (name: string) => (name === 'The Arts' ? 'Arts' : name);
  return [...subjects].sort((a, b) => sortKey(a.name).localeCompare(sortKey(b.name)));
}

export const GRADE_BANDS = ['PreK-K', 'K-2', '3-5', '6-8', '9-12', '13+'] as const;
export type GradeBand = (typeof GRADE_BANDS)[number];

/** Browse-by-grade entries: label, URI slug and the band it maps to. */
export const GRADE_BROWSE = [
  { label: 'PreK', slug: 'prek', bands: ['PreK-K'] },
  { label: 'Early Elementary', slug: 'early-elementary', bands: ['K-2'] },
  { label: 'Upper Elementary', slug: 'upper-elementary', bands: ['3-5'] },
  { label: 'Middle School', slug: 'middle-school', bands: ['6-8'] },
  { label: 'High School', slug: 'high-school', bands: ['9-12'] },
] as const;

export const MEDIA_TYPES = [
  'Video',
  'Interactive Lesson',
  'Interactive',
  'Lesson Plan',
  'Media Gallery',
  'Audio',
  'Image',
  'Document',
  'Webpage',
  'Collection',
] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const PAGE_SIZES = { browse: 12, search: 10, subjectTreeDepth: 4 } as const;

export const COOKIE_NAMES = {
  session: 'sessionid',
  csrf: 'csrftoken',
  next: 'next',
  stationConfirmed: 'station_confirmed',
  localizationNotConfirmed: 'localization_not_confirmed',
  showAlertStudent: 'showAlertStudent',
  showAlertTeacher: 'showAlertTeacher',
  /** A device a student signed in on: failures elsewhere do not lock the student out of it (decision 0070). */
  studentDevice: 'student_device',
} as const;

export const CSRF_HEADER = 'x-csrftoken';

export const TIMINGS = {
  alertNotificationMs: 5000,
  serverMessageNotificationMs: 10000,
  resizeDebounceMs: 500,
  tooltipDelayMs: 300,
  typeaheadDebounceMs: 700,
  gradeGateAutofocusMs: 700,
  countPollMs: 90000,
  newsletterScrollMs: 1500,
} as const;

export const CARD_DESCRIPTION_LIMIT = 130;
export const ERROR_SAMPLE_RATE = 0.01;
