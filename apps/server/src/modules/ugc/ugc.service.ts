import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { UGC_MAX_DIMENSION } from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { encodeAs, MAX_INPUT_PIXELS, withRenderSlot } from '../media/index.ts';
import { sniffImageType } from './image-sniff.ts';
import { insertUpload, type UgcUploadRow } from './ugc.repo.ts';
import { fileError, shownName, unsupportedImage } from './ugc-errors.ts';
import { temporaryPath, UGC_FORMATS, type UgcFormat, ugcFilePath, ugcRoot } from './ugc-files.ts';

/** An image as received: the name the sender gave it and its bytes (already within the size limit). */
export interface ReceivedImage {
  fileName: string;
  bytes: Buffer;
}

interface Encoded {
  sourceWidth: number;
  sourceHeight: number;
  width: number;
  height: number;
  files: Record<UgcFormat, Buffer>;
}

/**
 * Checks, re-encodes and stores one uploaded image for its owner: the bytes must be one of the four picture
 * formats whatever the name says (a PNG named .jpg is a PNG; a script named .png is refused); the image is
 * turned upright, scaled down to UGC_MAX_DIMENSION and written as WebP and JPEG by the media pipeline's
 * encoder, which keeps no metadata (camera, GPS position). All or nothing: both files and the row, or none.
 */
export async function storeUpload(
  orm: Orm,
  dataDir: string,
  ownerId: string,
  received: ReceivedImage,
): Promise<UgcUploadRow> {
  if (received.bytes.length === 0) {
    const name = shownName(received.fileName);
    throw fileError('bad_request', 400, `'${name}' is empty (0 bytes): choose the image again.`);
  }
  if (!sniffImageType(received.bytes)) {
    throw unsupportedImage(received.fileName, 'is not a picture inside, whatever its name says');
  }
  const encoded = await withRenderSlot(() => reencode(received));
  const guid = randomUUID();
  const root = ugcRoot(dataDir);
  const finals = Object.fromEntries(UGC_FORMATS.map((f) => [f, ugcFilePath(root, guid, f)])) as Record<
    UgcFormat,
    string
  >;
  const temporaries = UGC_FORMATS.map((format) => ({ format, file: temporaryPath(finals[format]) }));
  try {
    await fs.mkdir(path.dirname(finals.webp), { recursive: true });
    for (const { format, file } of temporaries)
      await fs.writeFile(file, encoded.files[format], { flag: 'wx' });
    return await inTransaction(orm, async (tx) => {
      const row = await insertUpload(tx, {
        guid,
        ownerId,
        uploadBytes: received.bytes.length,
        sourceWidth: encoded.sourceWidth,
        sourceHeight: encoded.sourceHeight,
        width: encoded.width,
        height: encoded.height,
        webpBytes: encoded.files.webp.length,
        jpgBytes: encoded.files.jpg.length,
      });
      // Into place before the commit: a failed commit lands in the catch below, which removes them again.
      for (const { format, file } of temporaries) await fs.rename(file, finals[format]);
      return row;
    });
  } catch (error) {
    const leftovers = [...temporaries.map((t) => t.file), ...Object.values(finals)];
    await Promise.all(leftovers.map((file) => fs.rm(file, { force: true })));
    throw error;
  }
}

async function reencode(received: ReceivedImage): Promise<Encoded> {
  const { default: sharp } = await import('sharp');
  const unreadable = () =>
    fileError(
      'bad_request',
      422,
      `'${shownName(received.fileName)}' could not be read as an image (it may be damaged or cut short). Open it on your computer, save it again and upload that copy.`,
    );
  const metadata = await sharp(received.bytes)
    .metadata()
    .catch(() => null);
  const sourceWidth = metadata?.width;
  const sourceHeight = metadata?.pageHeight ?? metadata?.height;
  if (!sourceWidth || !sourceHeight) throw unreadable();
  if (sourceWidth * sourceHeight > MAX_INPUT_PIXELS) {
    throw fileError(
      'payload_too_large',
      413,
      `This image is ${sourceWidth} × ${sourceHeight} pixels; images of at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels can be uploaded. Make it smaller and try again.`,
    );
  }
  try {
    // Upright first (from the EXIF orientation, which is then dropped with the rest of the metadata).
    const base = sharp(received.bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({
      width: UGC_MAX_DIMENSION,
      height: UGC_MAX_DIMENSION,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const webp = await encodeAs(base.clone(), 'webp').toBuffer({ resolveWithObject: true });
    const jpg = await encodeAs(base.clone(), 'jpg').toBuffer();
    return {
      sourceWidth,
      sourceHeight,
      width: webp.info.width,
      height: webp.info.height,
      files: { webp: webp.data, jpg },
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable();
  }
}
