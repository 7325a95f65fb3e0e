import { subjectTreeReplySchema } from '@lantern/shared';
import { apiRequest } from '../../lib/api-client.ts';

/** GET /api/v2/expanded_subject_tree/ with a query string, checked against the shared contract. */
export function fetchSubjectTree(query: string, signal: AbortSignal) {
  return apiRequest(`/api/v2/expanded_subject_tree/?${query}`, subjectTreeReplySchema, { signal });
}
