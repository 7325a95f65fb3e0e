import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  resourceStandards,
  standardConnections,
  standardFrameworks,
  standardItems,
} from '../../db/schema.ts';
import { buildResource } from './resources.ts';
import { uniqueSlug } from './unique.ts';

export type FrameworkOverrides = Partial<typeof standardFrameworks.$inferInsert>;

/** A sample standards framework: national (math) by default, or a state one (science, CA). */
export async function buildFramework(app: FastifyInstance, overrides: FrameworkOverrides = {}) {
  const id = overrides.id ?? randomUUID();
  const state = overrides.scope === 'state';
  await app.orm.insert(standardFrameworks).values({
    key: uniqueSlug('fw'),
    title: state ? 'Sample State Science Standards' : 'Sample National Math Standards',
    scope: 'national',
    stateCode: state ? 'CA' : null,
    authorityName: state ? 'Sample State Board' : 'Sample Council',
    subject: 'Math',
    isSample: true,
    ...overrides,
    id,
  });
  return { id };
}

export interface StandardItemOverrides extends Partial<typeof standardItems.$inferInsert> {
  /** Resources aligned to the item. */
  resourceIds?: number[];
}

/** A standard (a Cluster at the top, a Standard under a parent); the framework is made when not given. */
export async function buildStandardItem(app: FastifyInstance, overrides: StandardItemOverrides = {}) {
  const { resourceIds = [], ...columns } = overrides;
  const id = columns.id ?? randomUUID();
  const frameworkId = columns.frameworkId ?? (await buildFramework(app)).id;
  await app.orm.insert(standardItems).values({
    humanCodingScheme: null,
    fullStatement: 'A sample statement.',
    itemType: columns.parentId ? 'Standard' : 'Cluster',
    ...columns,
    id,
    frameworkId,
  });
  if (resourceIds.length) {
    await app.orm
      .insert(resourceStandards)
      .values(resourceIds.map((resourceId) => ({ resourceId, standardItemId: id })));
  }
  return { id, frameworkId };
}

/** A CASE isRelatedTo connection from one standard to another; each is made (in a framework of its own) when not given. */
export async function buildStandardConnection(
  app: FastifyInstance,
  overrides: Partial<typeof standardConnections.$inferInsert> = {},
) {
  const fromItemId = overrides.fromItemId ?? (await buildStandardItem(app)).id;
  const toItemId = overrides.toItemId ?? (await buildStandardItem(app)).id;
  await app.orm.insert(standardConnections).values({ ...overrides, fromItemId, toItemId });
  return { fromItemId, toItemId };
}

export interface AlignmentInput {
  resourceId?: number;
  code: string;
  statement: string;
  /** The framework's scope and authority (national, 'Test authority' by default). */
  scope?: 'national' | 'state';
  authority?: string;
  levels?: string[];
}

/** A framework of its own with one Standard aligned to the resource (made when not given). */
export async function buildAlignment(app: FastifyInstance, input: AlignmentInput) {
  const resourceId = input.resourceId ?? (await buildResource(app)).id;
  const authority = input.authority ?? 'Test authority';
  const scope = input.scope ?? 'national';
  const framework = await buildFramework(app, {
    title: `${authority} framework`,
    scope,
    stateCode: scope === 'state' ? 'ZZ' : null,
    authorityName: authority,
    subject: '',
    isSample: false,
  });
  return buildStandardItem(app, {
    frameworkId: framework.id,
    humanCodingScheme: input.code,
    fullStatement: input.statement,
    itemType: 'Standard',
    educationLevels: input.levels ?? [],
    resourceIds: [resourceId],
  });
}
