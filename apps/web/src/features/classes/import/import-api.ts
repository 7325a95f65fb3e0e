import {
  type ClassSecretsBody,
  COOKIE_NAMES,
  CSRF_HEADER,
  importResultSchema,
  ROSTER_IMPORT_FILE_FIELD,
  ROSTER_IMPORT_URL,
  studentCredentialsReplySchema,
} from '@lantern/shared';
import { ApiRequestError, apiRequest } from '../../../lib/api-client.ts';
import { readCookie } from '../../../lib/cookies.ts';
import { getPageConfig } from '../../../lib/page-config.ts';

/**
 * The import calls (decision 0039): the file goes as multipart/form-data (apiRequest sends JSON only), with the
 * client key and the CSRF header like every write; the reply is parsed with the shared schema.
 */
const replySchema = importResultSchema.partial({ classes: true });
export type ImportReply = ReturnType<typeof replySchema.parse>;

export async function sendImport(file: File, dryRun: boolean): Promise<ImportReply> {
  const form = new FormData();
  form.append(ROSTER_IMPORT_FILE_FIELD, file, file.name);
  const response = await fetch(`${ROSTER_IMPORT_URL}${dryRun ? '?dry_run=true' : ''}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      Authorization: `Bearer ${getPageConfig().apiKey}`,
      [CSRF_HEADER]: readCookie(COOKIE_NAMES.csrf) ?? '',
    },
    body: form,
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new ApiRequestError(response.status, body);
  return replySchema.parse(body);
}

export const classSecretsUrl = (classId: string) => `/api/v2/tools/classes/${classId}/students/secrets/`;

export function issueClassSecrets(classId: string, body: ClassSecretsBody = {}) {
  return apiRequest(classSecretsUrl(classId), studentCredentialsReplySchema, { method: 'POST', body });
}
