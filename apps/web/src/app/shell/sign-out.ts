import { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';
import { SHELL_PATHS } from './shell-links.ts';

/** Ends the session on the server, then reloads so every part of the page sees the visitor state. */
export async function signOut(): Promise<void> {
  await apiRequest(SHELL_PATHS.logout, z.unknown(), { method: 'POST' });
  window.location.reload();
}
