/** Events and professional development for a handful of stations (our own text), so localized pages show something. */
export interface StationEventSeed {
  callSign: string;
  kind: 'event' | 'professional_development';
  slug: string;
  title: string;
  description: string;
  /**
   * When it starts, in days after the stations are seeded, at a UTC time of day: relative, so a
   * freshly seeded site always has upcoming events to show (fixed dates would all pass one day).
   */
  inDays: number;
  atUtc: string;
  location: string;
}

export const STATION_EVENTS: StationEventSeed[] = [
  {
    callSign: 'WGBH',
    kind: 'professional_development',
    slug: 'tide-pool-science-workshop',
    title: 'Tide-pool science: bringing the shore into grades 3–5',
    description:
      'A two-hour hands-on session on using short ocean videos and field notebooks to teach habitats and adaptations.',
    inDays: 75,
    atUtc: '15:00',
    location: 'Online',
  },
  {
    callSign: 'WGBH',
    kind: 'event',
    slug: 'family-science-saturday',
    title: 'Family Science Saturday',
    description:
      'Screenings and build-it tables for families, with take-home activity sheets for classrooms.',
    inDays: 110,
    atUtc: '14:00',
    location: 'Boston, MA',
  },
  {
    callSign: 'WOSU',
    kind: 'professional_development',
    slug: 'media-literacy-middle-school',
    title: 'Media literacy for middle school: checking what we watch',
    description:
      'Practical routines for teaching students to question sources, with ready-made lesson starters.',
    inDays: 65,
    atUtc: '23:00',
    location: 'Online',
  },
  {
    callSign: 'WOSU',
    kind: 'event',
    slug: 'ohio-history-teacher-night',
    title: 'Ohio history teacher night',
    description:
      'An evening preview of new local-history clips, with time to plan units alongside other teachers.',
    inDays: 136,
    atUtc: '22:30',
    location: 'Columbus, OH',
  },
  {
    callSign: 'WETA',
    kind: 'professional_development',
    slug: 'reading-with-video-k2',
    title: 'Early reading with video, K–2',
    description: 'How to pair short animated stories with phonics practice and read-alouds.',
    inDays: 87,
    atUtc: '00:00',
    location: 'Online',
  },
  {
    callSign: 'KQED',
    kind: 'professional_development',
    slug: 'youth-media-challenge-kickoff',
    title: 'Student media projects: planning a class podcast',
    description: 'From outline to recording: a step-by-step plan for a first class audio project.',
    inDays: 100,
    atUtc: '01:00',
    location: 'Online',
  },
  {
    callSign: 'WIPR',
    kind: 'event',
    slug: 'encuentro-de-maestros',
    title: 'Encuentro de maestros: ciencias del Caribe',
    description:
      'Una tarde para conocer videos sobre arrecifes, huracanes y biodiversidad para el salón de clases.',
    inDays: 89,
    atUtc: '19:00',
    location: 'San Juan, PR',
  },
];

/** The start of an event seeded on `seededAt`. */
export function eventStart(event: Pick<StationEventSeed, 'inDays' | 'atUtc'>, seededAt: Date): Date {
  const day = new Date(Date.UTC(seededAt.getUTCFullYear(), seededAt.getUTCMonth(), seededAt.getUTCDate()));
  day.setUTCDate(day.getUTCDate() + event.inDays);
  const [hours = 0, minutes = 0] = event.atUtc.split(':').map(Number);
  day.setUTCHours(hours, minutes);
  return day;
}
