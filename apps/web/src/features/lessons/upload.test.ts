import { expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client.ts';
import { UPLOAD_MESSAGES, uploadErrorMessage } from './upload.ts';

it('shows the server’s message for a refused upload, else one by status', () => {
  const tooLarge = 'The image is larger than 10 MiB. Choose a smaller image.';
  expect(uploadErrorMessage(new ApiRequestError(413, { message: tooLarge }))).toBe(tooLarge);
  expect(uploadErrorMessage(new ApiRequestError(413, {}))).toBe(UPLOAD_MESSAGES.tooLarge);
  expect(uploadErrorMessage(new ApiRequestError(415, {}))).toBe(UPLOAD_MESSAGES.type);
  expect(uploadErrorMessage(new ApiRequestError(0, {}))).toBe(UPLOAD_MESSAGES.network);
  // A connection cut while sending a file over the size limit is the limit, not the network.
  expect(uploadErrorMessage(new ApiRequestError(0, {}), true)).toBe(UPLOAD_MESSAGES.tooLarge);
  // A server failure's text is not for people.
  expect(uploadErrorMessage(new ApiRequestError(500, { message: 'boom' }))).toBe(UPLOAD_MESSAGES.other);
  expect(uploadErrorMessage(new Error('x'))).toBe(UPLOAD_MESSAGES.other);
});
