import type { Readable } from 'node:stream';
import { hasUgcImageExtension, UGC_FILE_FIELD } from '@lantern/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { ReceivedImage } from './ugc.service.ts';
import { fileError, tooLarge, unsupportedImage } from './ugc-errors.ts';

/**
 * Reads the one image of an upload request (multipart/form-data, the file in the field `file`). The name is
 * checked before any of the file is read; the file is read into memory up to the size limit and no further:
 * past it the request is answered 413 and its connection closed (see ugc.routes.ts), nothing is kept.
 * Text fields are ignored (a few small ones are allowed, so a form may carry its own).
 */

/** Room for the part headers, boundaries and a few small text fields around the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const LIMITS = { files: 2, fields: 10, fieldSize: 1000, parts: 12, headerPairs: 20 };

/** Multipart parser errors of @fastify/multipart that are the sender's doing. */
const SENDER_ERRORS = new Set([
  'FST_FILES_LIMIT',
  'FST_PARTS_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_PROTO_VIOLATION',
]);

export async function receiveOneImage(request: FastifyRequest, maxBytes: number): Promise<ReceivedImage> {
  if (!request.isMultipart()) {
    throw fileError(
      'unsupported_media_type',
      415,
      `Send the image as multipart/form-data, in the field '${UGC_FILE_FIELD}'.`,
    );
  }
  let received: ReceivedImage | null = null;
  try {
    for await (const part of request.parts({ limits: { ...LIMITS, fileSize: maxBytes } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== UGC_FILE_FIELD) {
        throw fileError(
          'bad_request',
          400,
          `Send the image in the field '${UGC_FILE_FIELD}' (this request has a file in '${part.fieldname.slice(0, 40)}').`,
        );
      }
      if (received) throw oneImageOnly();
      // A browser sends an empty, nameless file when the file input was left empty.
      if (!part.filename) throw noImage();
      if (!hasUgcImageExtension(part.filename)) throw unsupportedByName(part.filename);
      received = { fileName: part.filename, bytes: await readWithin(part.file, maxBytes) };
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    if (code === 'FST_FILES_LIMIT') throw oneImageOnly();
    if (typeof code === 'string' && SENDER_ERRORS.has(code)) {
      throw fileError(
        'bad_request',
        400,
        `This upload has too many parts: send only the image, in '${UGC_FILE_FIELD}'.`,
      );
    }
    if (error instanceof AppError) throw error;
    // Only the body is read here: anything else that fails is a body that is not whole multipart.
    throw fileError(
      'bad_request',
      400,
      'The upload could not be read (the multipart/form-data body is incomplete or malformed). Send it again.',
    );
  }
  if (!received) throw noImage();
  return received;
}

const noImage = () =>
  fileError('bad_request', 400, `No image in this upload: send one file in the field '${UGC_FILE_FIELD}'.`);

/**
 * The file's bytes, refused the moment they pass the limit: waiting for the end of the part (as the
 * plugin's toBuffer does) would mean receiving the rest of a huge upload only to throw it away.
 */
function readWithin(file: Readable & { truncated?: boolean }, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const refuse = () => {
      chunks.length = 0;
      file.destroy();
      reject(tooLarge(maxBytes));
    };
    file.on('data', (chunk: Buffer) => chunks.push(chunk));
    file.once('limit', refuse);
    file.once('end', () => resolve(Buffer.concat(chunks)));
    file.once('error', reject);
    file.once('close', () => {
      if (!file.readableEnded) reject(file.errored ?? new Error('the file stream closed before its end'));
    });
    // The parser may have got there first, in the same network chunk that began the file: past the
    // limit, or failed (a body cut short) and destroyed the stream.
    if (file.truncated) refuse();
    else if (file.destroyed) reject(file.errored ?? new Error('the file stream closed before its end'));
  });
}

const oneImageOnly = () =>
  fileError('bad_request', 400, 'Send one image per upload: this request has more than one file.');

function unsupportedByName(fileName: string) {
  if (/\.svg$/i.test(fileName)) {
    return unsupportedImage(fileName, 'is an SVG drawing, which can carry script and is not accepted');
  }
  return unsupportedImage(fileName, 'is not a type of image that can be uploaded');
}
