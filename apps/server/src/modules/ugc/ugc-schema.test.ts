import { eq } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ugcUploads, users } from '../../db/schema.ts';
import { buildUgcUpload, buildUser } from '../../test/factories/index.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { findOwnedUpload } from './index.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

describe('ugc_uploads (migration 0054)', () => {
  it('is mirrored by the drizzle schema: same columns and nullability', async () => {
    const table = getTableConfig(ugcUploads);
    const rows = await app.database.withConnection(async (connection) => {
      const result = await connection.query<{ column_name: string; is_nullable: string }>(
        `SELECT column_name, is_nullable FROM information_schema.columns
         WHERE table_schema = 'public' AND table_name = 'ugc_uploads'`,
      );
      return result.rows;
    });
    const fromSql = rows.map(
      (row) => `${row.column_name}:${row.is_nullable === 'YES' ? 'null' : 'not null'}`,
    );
    const fromDrizzle = table.columns.map(
      (column) => `${column.name}:${column.notNull || column.primary ? 'not null' : 'null'}`,
    );
    expect(fromDrizzle.sort()).toEqual(fromSql.sort());
  });

  it('keeps the image of a deleted account, served but owned by nobody', async () => {
    const teacher = await buildUser(app, { role: 'teacher' });
    const upload = await buildUgcUpload(app, { ownerId: teacher.id });
    expect(await findOwnedUpload(app.orm, teacher.id, upload.guid)).not.toBeNull();

    await app.orm.delete(users).where(eq(users.id, teacher.id));
    const [row] = await app.orm.select().from(ugcUploads).where(eq(ugcUploads.guid, upload.guid));
    expect(row?.ownerId).toBeNull();
    expect(await findOwnedUpload(app.orm, teacher.id, upload.guid)).toBeNull();
    expect((await app.inject({ method: 'GET', url: `/ugc/${upload.guid}.jpg` })).statusCode).toBe(200);
  });
});
