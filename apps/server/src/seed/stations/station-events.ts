/** Events and professional development for a handful of stations (our own text), so localized pages show something. */
export interface StationEventSeed {
  callSign: string;
  kind: 'event' | 'professional_development';
  slug: string;
  title: string;
  description: string;
  startsAt: string;
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
    startsAt: '2027-02-06T15:00:00Z',
    location: 'Online',
  },
  {
    callSign: 'WGBH',
    kind: 'event',
    slug: 'family-science-saturday',
    title: 'Family Science Saturday',
    description:
      'Screenings and build-it tables for families, with take-home activity sheets for classrooms.',
    startsAt: '2027-03-13T14:00:00Z',
    location: 'Boston, MA',
  },
  {
    callSign: 'WOSU',
    kind: 'professional_development',
    slug: 'media-literacy-middle-school',
    title: 'Media literacy for middle school: checking what we watch',
    description:
      'Practical routines for teaching students to question sources, with ready-made lesson starters.',
    startsAt: '2027-01-27T23:00:00Z',
    location: 'Online',
  },
  {
    callSign: 'WOSU',
    kind: 'event',
    slug: 'ohio-history-teacher-night',
    title: 'Ohio history teacher night',
    description:
      'An evening preview of new local-history clips, with time to plan units alongside other teachers.',
    startsAt: '2027-04-08T22:30:00Z',
    location: 'Columbus, OH',
  },
  {
    callSign: 'WETA',
    kind: 'professional_development',
    slug: 'reading-with-video-k2',
    title: 'Early reading with video, K–2',
    description: 'How to pair short animated stories with phonics practice and read-alouds.',
    startsAt: '2027-02-18T00:00:00Z',
    location: 'Online',
  },
  {
    callSign: 'KQED',
    kind: 'professional_development',
    slug: 'youth-media-challenge-kickoff',
    title: 'Student media projects: planning a class podcast',
    description: 'From outline to recording: a step-by-step plan for a first class audio project.',
    startsAt: '2027-03-03T01:00:00Z',
    location: 'Online',
  },
  {
    callSign: 'WIPR',
    kind: 'event',
    slug: 'encuentro-de-maestros',
    title: 'Encuentro de maestros: ciencias del Caribe',
    description:
      'Una tarde para conocer videos sobre arrecifes, huracanes y biodiversidad para el salón de clases.',
    startsAt: '2027-02-20T19:00:00Z',
    location: 'San Juan, PR',
  },
];
