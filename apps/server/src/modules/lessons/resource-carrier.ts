import { LESSON_NAME_MAX_LENGTH } from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { writeSnapshot } from './lesson-snapshot-write.repo.ts';
import { insertVersion } from './lessons.repo.ts';
import { newLessonCode } from './lessons.service.ts';
import {
  type AssignableResource,
  type CarrierLesson,
  findCarrier,
  insertCarrierHead,
  publishedResource,
} from './resource-carrier.repo.ts';

/**
 * Assigning a single resource (decision 0042): an assignment pins a lesson version, so the resource travels in a
 * hidden one-slide lesson of the teacher — one Media slide of its first asset — made once per teacher and
 * resource and found again on later calls, so assigning it twice joins the same assignment.
 */

export type { AssignableResource, CarrierLesson };
export { publishedResource };

/** The owner's carrier lesson of this resource, made on first use; call inside the assign call's transaction. */
export async function carrierLessonOf(
  tx: Orm,
  ownerId: string,
  resource: AssignableResource & { asset_guid: string },
): Promise<CarrierLesson> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const found = await findCarrier(tx, ownerId, resource.id);
    if (found) return found;
    const name = resource.title.slice(0, LESSON_NAME_MAX_LENGTH) || 'Resource';
    const head = await insertCarrierHead(tx, {
      code: newLessonCode(),
      ownerId,
      name,
      resourceId: resource.id,
    });
    if (!head) continue;
    const versionId = await insertVersion(tx, { lessonId: head.id, version: 1, name, description: '' });
    await writeSnapshot(tx, versionId, [
      {
        type: 'Media',
        title: name,
        description: '',
        brand: '',
        creditsLink: '',
        resourceId: resource.id,
        resourceGuid: resource.guid.toLowerCase(),
        assetGuid: resource.asset_guid.toLowerCase(),
        ugcGuid: null,
        questions: [],
      },
    ]);
    const made = await findCarrier(tx, ownerId, resource.id);
    if (made) return made;
  }
  throw new Error('could not make a carrier lesson in 5 attempts');
}
