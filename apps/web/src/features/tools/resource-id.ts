import { resourceDetailReplySchema } from '@lantern/shared';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { resourceApiPath } from '../resource/index.ts';

/**
 * A resource's id (lo_id) from its code. Search and browse cards carry only the code, while the
 * favorite and folder calls take the id: it is looked up once, when a card's Favorite or Add to folder
 * is first used, from the (server-cached) resource call.
 */
export async function resourceIdOf(queryClient: QueryClient, code: string): Promise<number> {
  const path = resourceApiPath({ code, preview: false, student: false });
  const reply = await queryClient.fetchQuery({
    queryKey: ['resource', path],
    queryFn: ({ signal }) => apiRequest(path, resourceDetailReplySchema, { signal }),
    staleTime: 5 * 60_000,
  });
  if ('id' in reply) return reply.id;
  // A moved resource answers with its new address; its code is the last segment.
  const moved = reply.redirect_url.split('/').filter(Boolean).at(-1);
  if (!moved || moved === code) throw new Error(`No resource id for ${code}`);
  return resourceIdOf(queryClient, moved);
}
