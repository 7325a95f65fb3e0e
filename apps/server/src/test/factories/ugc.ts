import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { ugcUploads } from '../../db/schema.ts';
import { storeUpload } from '../../modules/ugc/ugc.service.ts';
import { buildUser } from './accounts.ts';

/**
 * An uploaded lesson image, stored as an upload is (the row and its WebP and JPEG files under the app's
 * DATA_DIR), owned by `ownerId` or by a new teacher. For lesson tests that need a media slide's `ugc_guid`.
 */
export async function buildUgcUpload(
  app: FastifyInstance,
  overrides: { ownerId?: string; width?: number; height?: number } = {},
): Promise<typeof ugcUploads.$inferSelect> {
  const ownerId = overrides.ownerId ?? (await buildUser(app, { role: 'teacher' })).id;
  const bytes = await sharp({
    create: { width: overrides.width ?? 32, height: overrides.height ?? 24, channels: 3, background: '#4a7' },
  })
    .png()
    .toBuffer();
  return storeUpload(app.orm, app.config.dataDir, ownerId, { fileName: 'factory.png', bytes });
}
