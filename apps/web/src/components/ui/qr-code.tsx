import { create } from 'qrcode';
import { useMemo } from 'react';

/**
 * A QR code drawn as inline SVG (the `qrcode` package's encoder; no canvas, no network): one path of dark
 * modules with the standard four-module quiet zone. `label` is what the code does, for screen readers
 * ('QR code: sign in as Maya R.'); the encoded text is on `data-qr-value` for tests and tools.
 */
export function QrCode({ value, label, size = 128 }: { value: string; label: string; size?: number }) {
  const { path, extent } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
      data-qr-value={value}
    >
      <title>{label}</title>
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

const QUIET_ZONE = 4;

/** The dark modules as one path of unit squares, offset by the quiet zone. */
export function qrPath(value: string): { path: string; extent: number } {
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) parts.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { path: parts.join(''), extent: modules.size + 2 * QUIET_ZONE };
}
