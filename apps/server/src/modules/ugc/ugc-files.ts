import fs from 'node:fs/promises';
import path from 'node:path';
import type { ImageFormat } from '@lantern/shared';

/**
 * Where uploaded images live: DATA_DIR/ugc/{first two characters of the guid}/{guid}.{webp|jpg}, and the
 * addresses they are served at (/ugc/{guid}.webp, /ugc/{guid}.jpg). Files are written under a temporary
 * name and renamed into place only once their row is written (ugc.service.ts), so a file at its final
 * name always had a row; a temporary one left by a killed process is swept at the next start.
 */

export const UGC_FORMATS = ['webp', 'jpg'] as const satisfies readonly ImageFormat[];
export type UgcFormat = (typeof UGC_FORMATS)[number];

/** Random (version 4) UUIDs only, in the lower case crypto.randomUUID writes: nothing else is an upload. */
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const TEMPORARY_SUFFIX = '.tmp';
/** A temporary file this old belongs to an upload whose process died: no live upload takes an hour. */
const STALE_TEMPORARY_MS = 60 * 60 * 1000;

export function ugcRoot(dataDir: string): string {
  return path.join(dataDir, 'ugc');
}

export function ugcFilePath(root: string, guid: string, format: UgcFormat): string {
  return path.join(root, guid.slice(0, 2), `${guid}.${format}`);
}

export function temporaryPath(finalPath: string): string {
  return `${finalPath}.${process.pid}.${Math.random().toString(36).slice(2)}${TEMPORARY_SUFFIX}`;
}

export function ugcUrl(guid: string, format: UgcFormat): string {
  return `/ugc/${guid}.${format}`;
}

/** The guid and format of a served name ('{guid}.webp'), or null when it cannot be one of ours. */
export function parseUgcFileName(name: string): { guid: string; format: UgcFormat } | null {
  const dot = name.lastIndexOf('.');
  const guid = name.slice(0, dot);
  const format = name.slice(dot + 1);
  if (dot < 0 || !GUID.test(guid) || !(UGC_FORMATS as readonly string[]).includes(format)) return null;
  return { guid, format: format as UgcFormat };
}

/** Removes temporary files of uploads that never finished (their process was killed). */
export async function sweepStaleTemporaryFiles(root: string, now = Date.now()): Promise<void> {
  const names = await fs.readdir(root, { recursive: true }).catch(() => [] as string[]);
  for (const name of names) {
    if (!name.endsWith(TEMPORARY_SUFFIX)) continue;
    const file = path.join(root, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat && now - stat.mtimeMs > STALE_TEMPORARY_MS) await fs.rm(file, { force: true });
  }
}
