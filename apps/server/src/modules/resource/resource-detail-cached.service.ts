import { type ResourceDetail, resourceDetailReplySchema } from '@lantern/shared';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import type { ReadCache } from '../read-cache/index.ts';
import { cachedJson } from '../read-cache/index.ts';
import { isAdmin, isStudentView } from './resource.policy.ts';
import { favoriteIdOf } from './resource-detail.repo.ts';
import { type DetailRequest, resourceDetail } from './resource-detail.service.ts';

/**
 * The resource page (not the preview) as JSON text, from the read cache (docs/decisions/0014). The cached part is
 * what the page shows everyone in the same view — student view or not, and the station cookie's opt-outs — so it
 * is computed as for a visitor; the one per-user field, favorite_id, is looked up for the signed-in caller and
 * set on a copy. Admins see an admin link in replies and errors: they are few, and get the uncached call.
 */
export async function cachedResourceDetail(
  orm: Orm,
  cache: ReadCache,
  request: Omit<DetailRequest, 'preview'>,
): Promise<string> {
  const { user } = request;
  if (isAdmin(user)) {
    const reply = await resourceDetail(orm, { ...request, preview: false });
    return JSON.stringify(z.encode(resourceDetailReplySchema, reply));
  }
  const studentView = isStudentView(user, request.student);
  const body = await cachedJson(
    cache,
    ['resource', request.code, studentView, request.optOutOrganizationId],
    resourceDetailReplySchema,
    () =>
      resourceDetail(orm, {
        code: request.code,
        user: null,
        student: studentView ? 'true' : undefined,
        preview: false,
        optOutOrganizationId: request.optOutOrganizationId,
      }),
  );
  if (!user) return body;
  const reply = JSON.parse(body) as ResourceDetail | { redirect_url: string };
  if ('redirect_url' in reply) return body;
  return JSON.stringify({ ...reply, favorite_id: await favoriteIdOf(orm, reply.id, user.id) });
}
