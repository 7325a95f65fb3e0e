import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Turning the address of a media file into a file under DATA_DIR/media. Addresses are plain names joined by
 * '/': no '..', no '.', no hidden names, no backslashes, nothing but letters, digits, '.', '_' and '-'. The
 * resolved file must still lie inside the media folder after following symbolic links.
 */

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;
export const MEDIA_PATH_MAX_LENGTH = 400;

/** The relative path of a media address, or null when it is not one we would ever serve. */
export function mediaRelativePath(raw: string): string | null {
  if (!raw || raw.length > MEDIA_PATH_MAX_LENGTH) return null;
  const segments = raw.split('/');
  if (!segments.every((segment) => SEGMENT.test(segment) && segment !== '..' && segment !== '.')) return null;
  return segments.join('/');
}

export interface MediaFile {
  /** Real absolute path (symbolic links followed). */
  absolute: string;
  relative: string;
  size: number;
  modifiedMs: number;
}

/** The file, if it exists inside mediaDir and is a regular file. */
export async function findMediaFile(mediaDir: string, relative: string): Promise<MediaFile | null> {
  const root = await fs.realpath(mediaDir).catch(() => null);
  if (!root) return null;
  const absolute = await fs.realpath(path.join(root, relative)).catch(() => null);
  if (!absolute?.startsWith(root + path.sep)) return null;
  const stat = await fs.stat(absolute).catch(() => null);
  if (!stat?.isFile()) return null;
  return { absolute, relative, size: stat.size, modifiedMs: stat.mtimeMs };
}
