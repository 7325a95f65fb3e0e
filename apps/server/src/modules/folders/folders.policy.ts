import { FOLDER_ERRORS } from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { type FolderRow, folderOf, type TreeTransaction } from './folders.repo.ts';

/**
 * One of the user's folders (the root too), or 404: another user's folder answers exactly like a missing
 * one, so ids cannot be probed (decision 0022).
 */
export async function folderOfUser(
  orm: Orm | TreeTransaction,
  userId: string,
  folderPk: number,
): Promise<FolderRow> {
  const folder = await folderOf(orm, userId, folderPk);
  if (!folder) throw notFound(FOLDER_ERRORS.folderNotFound(folderPk));
  return folder;
}
