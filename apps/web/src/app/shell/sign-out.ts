import { okReplySchema } from '@lantern/shared';
import { apiRequest } from '../../lib/api-client.ts';
import { SHELL_PATHS } from './shell-links.ts';

/** Ends the session on the server, then loads the home page so every part of it sees the visitor state. */
export async function signOut(): Promise<void> {
  await apiRequest(SHELL_PATHS.logout, okReplySchema, { method: 'POST' });
  window.location.assign(SHELL_PATHS.home);
}
