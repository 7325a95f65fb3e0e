import fs from 'node:fs';
import path from 'node:path';
import { UGC_FILE_FIELD } from '@lantern/shared';
import sharp from 'sharp';
import { ugcRoot } from './ugc-files.ts';

/** Tiny real images and multipart bodies for the upload tests. */

export type ImageKind = 'png' | 'jpeg' | 'webp' | 'gif';

export async function makeImage(kind: ImageKind, width = 24, height = 16): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 4, background: '#3a7bd5cc' } });
  return image[kind]().toBuffer();
}

export interface FilePart {
  name: string;
  bytes: Buffer;
  field?: string;
  type?: string;
}

/** A multipart/form-data body as a browser's FormData would send it. */
export async function multipartBody(files: FilePart[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    const blob = new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' });
    form.append(file.field ?? UGC_FILE_FIELD, blob, file.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') as string },
  };
}

/** Every file under DATA_DIR/ugc (final or temporary), relative to it. */
export function filesUnder(dataDir: string): string[] {
  const root = ugcRoot(dataDir);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => fs.statSync(path.join(root, name)).isFile());
}
