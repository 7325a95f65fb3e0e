import fs from 'node:fs';
import path from 'node:path';

/** The demo library's shared sample media (video, audio, PDFs, interactive), made by scripts/generate-demo-media.ts and committed. */
export const DEMO_MEDIA_DIR = path.join(import.meta.dirname, 'media');

/**
 * Copies the committed demo media into DATA_DIR/media: missing files, and files whose size differs from the
 * committed one (regenerated samples reach an existing data dir). Returns how many were copied.
 */
export function copyDemoMedia(mediaDir: string, from = DEMO_MEDIA_DIR): number {
  if (!fs.existsSync(from)) return 0;
  let copied = 0;
  for (const entry of fs.readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(mediaDir, path.relative(from, source));
    if (fs.existsSync(target) && fs.statSync(target).size === fs.statSync(source).size) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    fs.copyFileSync(source, temporary);
    fs.renameSync(temporary, target);
    copied++;
  }
  return copied;
}
