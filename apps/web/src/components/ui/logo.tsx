/**
 * The Lantern mark: a simple lantern with a warm flame. Original artwork (no station or
 * network trademarks). Decorative: the link around it carries the accessible name.
 */
export function LanternMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#15305a" />
      <path d="M15 10.5a5 5 0 0 1 10 0" fill="none" stroke="#c9d6ee" strokeWidth="2" strokeLinecap="round" />
      <rect x="13" y="11" width="14" height="3.2" rx="1.4" fill="#c9d6ee" />
      <path d="M14.2 14.2h11.6l-1.2 13.4H15.4z" fill="#fff4df" stroke="#c9d6ee" strokeWidth="1.2" />
      <path d="M20 17.2c2.4 2.6 3.1 4.3 3.1 5.7a3.1 3.1 0 0 1-6.2 0c0-1.4.8-3.1 3.1-5.7z" fill="#f5b13d" />
      <path d="M20 21.2c.9 1 1.2 1.7 1.2 2.2a1.2 1.2 0 0 1-2.4 0c0-.5.3-1.2 1.2-2.2z" fill="#fff" />
      <rect x="13" y="27.4" width="14" height="3" rx="1.3" fill="#c9d6ee" />
    </svg>
  );
}
