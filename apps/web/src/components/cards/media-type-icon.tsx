/**
 * One small line icon per media type (spec 3 §9 resource types), shown beside the type name on cards.
 * Decorative: the type is always written next to it.
 */
const PATHS: Record<string, string> = {
  Video: 'M5 4.5v15l13-7.5z',
  Audio: 'M4 10v4h4l5 4V6L8 10zm12-1.5a4 4 0 0 1 0 7M18.5 6a7.5 7.5 0 0 1 0 12',
  Image: 'M4 5h16v14H4zm0 11 5-5 4 4 2-2 5 5M15.5 9.5h.01',
  Document: 'M6 3h8l4 4v14H6zm8 0v4h4M9 12h6m-6 4h6',
  'Lesson Plan': 'M6 3h12v18H6zm3 5h6m-6 4h6m-6 4h4',
  'Media Gallery': 'M3 7h14v12H3zm4-3h14v12',
  Interactive: 'M9 11V5a2 2 0 0 1 4 0v6l4 .8a2 2 0 0 1 1.6 2.3L18 19H10l-4-5 1-1 2 1',
  'Interactive Lesson': 'M9 11V5a2 2 0 0 1 4 0v6l4 .8a2 2 0 0 1 1.6 2.3L18 19H10l-4-5 1-1 2 1',
  Webpage: 'M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0m0 0h18M12 3a14 14 0 0 1 0 18m0-18a14 14 0 0 0 0 18',
  Collection: 'M4 6h16M4 12h16M4 18h16',
};
const FALLBACK = 'M4 4h16v16H4z';

export function MediaTypeIcon({ type, size = 16 }: { type: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[type] ?? FALLBACK} />
    </svg>
  );
}
