import { type ServerMessage, serverMessagesReplySchema, TIMINGS } from '@lantern/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { unknown } from 'zod/mini';
import { apiRequest } from '../../lib/api-client.ts';
import { useModals } from './modals.tsx';
import { useNotifications } from './notifications.tsx';

export const SERVER_MESSAGES_FAILURE = 'Something went wrong, please try again.';

/** The messages of a reply, or null when it has no valid results array (spec 1 §8). */
export function serverMessagesFromReply(reply: unknown): ServerMessage[] | null {
  const parsed = serverMessagesReplySchema.safeParse(reply);
  return parsed.success ? parsed.data.results : null;
}

async function fetchServerMessages(): Promise<ServerMessage[] | null> {
  return serverMessagesFromReply(await apiRequest('/api/v2/messages/', unknown()));
}

/** The messages the server queued for this page (once a page load, never again). */
export function serverMessagesQueryOptions() {
  return queryOptions({
    queryKey: ['server-messages'],
    queryFn: fetchServerMessages,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}

/**
 * Shows the server's messages on load (spec 1 §2.7, §8): show_in_modal ones in the message modal,
 * the others as 10-second notifications. Each message is returned by the server only once.
 */
export function useServerMessages() {
  const { notify } = useNotifications();
  const { showMessage } = useModals();
  const query = useQuery(serverMessagesQueryOptions());
  const handled = useRef<unknown>(undefined);

  useEffect(() => {
    if (query.data === undefined || handled.current === query.data) return;
    handled.current = query.data;
    if (query.data === null) {
      notify({
        message: SERVER_MESSAGES_FAILURE,
        tone: 'error',
        timeoutMs: TIMINGS.serverMessageNotificationMs,
      });
      return;
    }
    for (const item of query.data) {
      if (item.show_in_modal) void showMessage({ message: item.message, tone: item.tags });
      else notify({ message: item.message, tone: item.tags, timeoutMs: TIMINGS.serverMessageNotificationMs });
    }
  }, [query.data, notify, showMessage]);

  useEffect(() => {
    // Transport failures are logged only, like the other non-critical data calls.
    if (query.error) console.warn('Server messages could not be loaded', query.error);
  }, [query.error]);
}

/** Mount point for the hook inside the providers. */
export function ServerMessages() {
  useServerMessages();
  return null;
}
