import { CARD_DESCRIPTION_LIMIT, LANGUAGES } from '@lantern/shared';

/**
 * Pure formatting for resource and collection cards (spec 3 §3 "Media models": card, grade labels,
 * language badge; spec 3 §9: truncation in words cuts at the last space).
 */

/**
 * Seconds as a clock, trimmed the way the cards show it: 'H:MM:SS' loses a leading '0:' and then a
 * leading '0' (95 s → '1:35', 30 s → '0:30', 3725 s → '1:02:05'). Nothing for a missing or zero length.
 */
export function formatDuration(seconds: number | null | undefined): string | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return null;
  const total = Math.round(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  let clock = `${hours}:${pad(minutes)}:${pad(secs)}`;
  if (clock.startsWith('0:')) clock = clock.slice(2);
  if (clock.startsWith('0')) clock = clock.slice(1);
  return clock;
}

/** Spoken form of a duration for screen readers ('1 minute 35 seconds'). */
export function durationForScreenReaders(seconds: number | null | undefined): string | null {
  if (!formatDuration(seconds)) return null;
  const total = Math.round(seconds as number);
  const parts: [number, string][] = [
    [Math.floor(total / 3600), 'hour'],
    [Math.floor((total % 3600) / 60), 'minute'],
    [total % 60, 'second'],
  ];
  return parts
    .filter(([n]) => n > 0)
    .map(([n, unit]) => `${n} ${unit}${n === 1 ? '' : 's'}`)
    .join(' ');
}

const ORDINAL_SUFFIX: Record<string, string> = { '1': '1st', '2': '2nd', '3': '3rd' };

/** One grade as people say it: K → Kindergarten, 1 → 1st grade, 7 → 7th grade; PreK and 13+ kept. */
export function gradeLabel(grade: string): string {
  const value = grade.trim();
  if (value === 'K') return 'Kindergarten';
  if (/^[0-9]{1,2}$/.test(value)) return `${ORDINAL_SUFFIX[value] ?? `${Number(value)}th`} grade`;
  return value;
}

const ALL_GRADES_CORE = ['3-5', '6-8', '9-12'];

/**
 * The grades line of a card: 'All' when 3-5, 6-8, 9-12 and either PreK-K or K-2 are all present;
 * nothing (null) for no grades or a list of only 13+; otherwise the bands in the given order.
 */
export function gradesDisplay(grades: readonly string[]): string | null {
  const present = new Set(grades);
  if (present.size === 0) return null;
  if (ALL_GRADES_CORE.every((band) => present.has(band)) && (present.has('PreK-K') || present.has('K-2'))) {
    return 'All';
  }
  if ([...present].every((band) => band === '13+')) return null;
  return [...present].join(', ');
}

/** Cuts at the last space within the limit (130 for cards) and marks the cut with an ellipsis. */
export function truncateAtWord(text: string, limit: number = CARD_DESCRIPTION_LIMIT): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  const words = (lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '');
  return `${words}…`;
}

const SPANISH = 'es';

/** Language code for a name or code as the API gives it ('Spanish' or 'es'). */
function languageCode(language: string): string {
  const value = language.trim().toLowerCase();
  return LANGUAGES.find((l) => l.code === value || l.name.toLowerCase() === value)?.code ?? value;
}

function languageName(code: string): string {
  return LANGUAGES.find((l) => l.code === code)?.name ?? code;
}

export interface LanguageBadge {
  /** 'Also in' when Spanish comes besides other languages; empty when Spanish is the only one. */
  prefix: string;
  /** Upper-case codes shown on the badge ('ES'). */
  text: string;
  /** What a screen reader says instead of the abbreviation. */
  label: string;
}

/**
 * The card's language badge (spec 3 §3): shown when there is more than one language or Spanish is
 * present. With Spanish among others it reads 'Also in ES'; Spanish alone shows 'ES' without the prefix.
 * Other multi-language items name their languages other than English.
 */
export function languageBadge(languages: readonly string[]): LanguageBadge | null {
  const codes = [...new Set(languages.map(languageCode))];
  const hasSpanish = codes.includes(SPANISH);
  if (codes.length <= 1 && !hasSpanish) return null;
  if (hasSpanish && codes.length === 1) return { prefix: '', text: 'ES', label: 'In Spanish' };
  const shown = hasSpanish ? [SPANISH] : codes.filter((code) => code !== 'en');
  const list = shown.length > 0 ? shown : codes.slice(1);
  return {
    prefix: 'Also in',
    text: list.map((code) => code.toUpperCase()).join(' '),
    label: `Also in ${list.map(languageName).join(', ')}`,
  };
}

/** 'This resource contains {n} support materials' (spec 3 §3), or nothing for none. */
export function supportMaterialsTooltip(count: number | null | undefined): string | null {
  if (!count || count <= 0) return null;
  return `This resource contains ${count} support materials`;
}
