import type { Orm } from '../../db/client.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
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

/** Parses `Authorization: Bearer <key>` and returns the client it identifies, if active. */
export async function authenticateClient(orm: Orm, authorization: string | undefined) {
  const match = /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(authorization ?? '');
  if (!match?.[1]) return undefined;
  return repo.findActiveClientByKeyHash(orm, sha256(match[1]));
}
