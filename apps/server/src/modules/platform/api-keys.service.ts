import type { Orm } from '../../db/client.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import type { ReadCache } from '../read-cache/index.ts';
import * as repo from './api-keys.repo.ts';

export const WEB_CLIENT_NAME = 'web';

/** The key of the web client, created on first start; it is published in every page. */
export async function ensureWebClientKey(orm: Orm): Promise<string> {
  const existing = await repo.findPublicKey(orm, WEB_CLIENT_NAME);
  if (existing) return existing;
  const key = randomToken();
  await repo.insertClientKeyIfMissing(orm, {
    clientName: WEB_CLIENT_NAME,
    keyHash: sha256(key),
    publicKey: key,
  });
  const stored = await repo.findPublicKey(orm, WEB_CLIENT_NAME);
  if (!stored) throw new Error('The web client API key is revoked; issue a new one with a migration.');
  return stored;
}

/**
 * Parses `Authorization: Bearer <key>` and returns the client it identifies, if active. Every API call asks, so an
 * active key is remembered in the read cache (docs/decisions/0014): writes to api_keys move the version it is kept
 * under (migration 0035), so a revoked key stops working as soon as a cached catalog read would change.
 */
export async function authenticateClient(
  orm: Orm,
  authorization: string | undefined,
  cache?: ReadCache,
): Promise<{ id: string; clientName: string } | undefined> {
  const match = /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(authorization ?? '');
  if (!match?.[1]) return undefined;
  const keyHash = sha256(match[1]);
  if (!cache) return repo.findActiveClientByKeyHash(orm, keyHash);
  const found = await cache.get(`api-key:${keyHash.toString('hex')}`, async () => {
    const client = await repo.findActiveClientByKeyHash(orm, keyHash);
    return client ? JSON.stringify(client) : null;
  });
  return found === null ? undefined : (JSON.parse(found) as { id: string; clientName: string });
}
