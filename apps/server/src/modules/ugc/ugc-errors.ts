import { type ErrorCode, UGC_FILE_FIELD, UGC_IMAGE_TYPES_TEXT } from '@lantern/shared';
import { AppError } from '../../lib/app-error.ts';

/**
 * The refusals of an upload. Each names the field, as validation errors do (`errors` and the flattened
 * 'File - …' line of spec 1 §5), so the upload control can show it beside itself.
 */

export function fileError(code: ErrorCode, status: number, message: string): AppError {
  return new AppError(code, message, status, {
    errors: { [UGC_FILE_FIELD]: [message] },
    messages: [`File - ${message}`],
  });
}

/** A file name as it may appear in a message: no control characters, not too long. */
export function shownName(fileName: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const clean = fileName.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.length > 80 ? `${clean.slice(0, 77)}…` : clean;
}

export const unsupportedImage = (fileName: string, why: string) =>
  fileError(
    'unsupported_media_type',
    415,
    `'${shownName(fileName)}' ${why}. Upload a ${UGC_IMAGE_TYPES_TEXT} image (.jpg, .jpeg, .png, .webp or .gif).`,
  );

export function tooLarge(maxBytes: number): AppError {
  return fileError(
    'payload_too_large',
    413,
    `The image is larger than ${formatBytes(maxBytes)}, the most one upload may be. Make it smaller (fewer pixels or more compression) and try again.`,
  );
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}
