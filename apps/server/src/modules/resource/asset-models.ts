import type { Asset } from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { loadAssetsByGuid } from './resource-assets.repo.ts';
import { presentAsset } from './resource-detail.presenter.ts';

/**
 * Assets by guid as the resource page presents them (files, caption tracks, transcript, chapters), so another
 * module's media (the player's Media slides, issue 21) plays through the same media player as the resource page.
 * Guids that name no asset are simply absent from the map.
 */
export async function assetModelsByGuid(orm: Orm, guids: readonly string[]): Promise<Map<string, Asset>> {
  const rows = await loadAssetsByGuid(orm, [...new Set(guids)]);
  return new Map(rows.map((row) => [row.guid, presentAsset(row)]));
}
