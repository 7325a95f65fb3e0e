import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiKeys,
  assetCaptions,
  assets,
  assignmentResults,
  classMemberships,
  collectionSubcollections,
  collections,
  contentFlags,
  dataPrivacyRecords,
  favorites,
  featuredResources,
  feedback,
  folders,
  heroImages,
  lessonData,
  organizationMembers,
  organizations,
  projects,
  promoAds,
  resourceAttributions,
  resourceCodeRedirects,
  resourceCurriculumTags,
  resourceFeatures,
  resourceGrades,
  resourceOptOuts,
  resources,
  resourceViews,
  standardConnections,
  standardFrameworks,
  standardItems,
  stations,
  supportMaterials,
  userStations,
  users,
} from '../../db/schema.ts';
import { buildTestApp, getJson } from '../test-app.ts';
import * as factories from './index.ts';

/**
 * The factories' own promise: with no overrides each makes a valid row (and the parents it needs),
 * and an override is a column of the table.
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const count = (table: PgTable) => app.orm.$count(table);

describe('build* factories', () => {
  // Every build* that needs nothing but the app, and the table its row lands in.
  const alone: [string, (app: FastifyInstance, overrides?: object) => Promise<unknown>, PgTable][] = [
    ['buildUser', factories.buildUser, users],
    ['buildApiKey', factories.buildApiKey, apiKeys],
    ['buildOrganization', factories.buildOrganization, organizations],
    ['buildStation', factories.buildStation, stations],
    ['buildMembership', factories.buildMembership, organizationMembers],
    ['buildUserStation', factories.buildUserStation, userStations],
    ['buildResource', factories.buildResource, resources],
    ['buildOwnedResource', factories.buildOwnedResource, resources],
    ['buildProject', factories.buildProject, projects],
    ['buildAttribution', factories.buildAttribution, resourceAttributions],
    ['buildOptOut', factories.buildOptOut, resourceOptOuts],
    ['buildResourceGrade', factories.buildResourceGrade, resourceGrades],
    ['buildResourceFeature', factories.buildResourceFeature, resourceFeatures],
    ['buildRedirect', factories.buildRedirect, resourceCodeRedirects],
    ['buildAsset', factories.buildAsset, assets],
    ['buildAssetCaption', factories.buildAssetCaption, assetCaptions],
    ['buildContentFlag', factories.buildContentFlag, contentFlags],
    ['buildSupportMaterial', factories.buildSupportMaterial, supportMaterials],
    ['buildLessonPlan', factories.buildLessonPlan, lessonData],
    ['buildCurriculumTags', factories.buildCurriculumTags, resourceCurriculumTags],
    ['buildCollection', factories.buildCollection, collections],
    ['buildSubcollection', factories.buildSubcollection, collectionSubcollections],
    ['buildFramework', factories.buildFramework, standardFrameworks],
    ['buildStandardItem', factories.buildStandardItem, standardItems],
    ['buildStandardConnection', factories.buildStandardConnection, standardConnections],
    ['buildFavorite', factories.buildFavorite, favorites],
    ['buildViews', factories.buildViews, resourceViews],
    ['buildFeatured', factories.buildFeatured, featuredResources],
    ['buildAd', factories.buildAd, promoAds],
    ['buildHero', factories.buildHero, heroImages],
    ['buildFeedback', factories.buildFeedback, feedback],
    ['buildClassMembership', factories.buildClassMembership, classMemberships],
    ['buildAssignmentResult', factories.buildAssignmentResult, assignmentResults],
    ['buildPrivacyRecord', factories.buildPrivacyRecord, dataPrivacyRecords],
  ];
  it.each(alone)('%s makes a row with no overrides, parents included', async (_name, build, table) => {
    const before = await count(table);
    await build(app, {});
    await build(app, {});
    expect(await count(table)).toBe(before + 2);
  });

  it('takes table columns as overrides and makes only the parents not given', async () => {
    const teacher = await factories.buildUser(app, { firstName: 'Grace', isActive: false });
    const [stored] = await app.orm.select().from(users).where(eq(users.id, teacher.id));
    expect(stored).toMatchObject({ role: 'teacher', firstName: 'Grace', isActive: false });

    const resource = await factories.buildResource(app, {
      title: 'Tide tables',
      mediaType: 'Audio',
      popularity: 7,
    });
    const [row] = await app.orm.select().from(resources).where(eq(resources.id, resource.id));
    expect(row).toMatchObject({
      title: 'Tide tables',
      mediaType: 'Audio',
      popularity: 7,
      status: 'published',
    });

    const usersBefore = await count(users);
    const favorite = await factories.buildFavorite(app, { userId: teacher.id });
    expect(await count(users), 'the given user is used').toBe(usersBefore);
    const [kept] = await app.orm.select().from(favorites).where(eq(favorites.id, favorite.id));
    expect(kept).toMatchObject({ userId: teacher.id, resourceId: favorite.resourceId });

    const membership = await factories.buildMembership(app, { role: 'editor' });
    const [member] = await app.orm
      .select()
      .from(organizationMembers)
      .where(eq(organizationMembers.userId, membership.userId));
    expect(member?.role).toBe('editor');

    const item = await factories.buildStandardItem(app, {
      humanCodingScheme: 'X.1',
      resourceIds: [resource.id],
    });
    const [standard] = await app.orm.select().from(standardItems).where(eq(standardItems.id, item.id));
    expect(standard).toMatchObject({ frameworkId: item.frameworkId, humanCodingScheme: 'X.1' });
  });

  it("puts a folder in its user's root folder, made when the user has none", async () => {
    const before = await count(folders);
    const folder = await factories.buildFolder(app, { name: 'Tides' });
    expect(await count(folders), 'the root and the folder').toBe(before + 2);
    const [root] = await app.orm.select().from(folders).where(eq(folders.id, folder.parentId));
    expect(root).toMatchObject({ userId: folder.userId, parentId: null });
    const second = await factories.buildFolder(app, { userId: folder.userId });
    expect(second.parentId).toBe(folder.parentId);
  });

  it('signs a privacy record the user already has', async () => {
    const { userId } = await factories.buildPrivacyRecord(app, {
      signedAt: null,
      textVersion: null,
      doThisLater: true,
    });
    await factories.buildPrivacyRecord(app, { userId });
    const [record] = await app.orm
      .select()
      .from(dataPrivacyRecords)
      .where(eq(dataPrivacyRecords.userId, userId));
    expect(record).toMatchObject({ textVersion: 'test', doThisLater: true });
    expect(record?.signedAt).toBeInstanceOf(Date);
  });

  it('makes a resource the public API serves', async () => {
    const resource = await factories.buildResource(app, { title: 'Served by the API' });
    const { status, body } = await getJson(app, `/api/v2/resource/${resource.resourceCode}/`);
    expect(status).toBe(200);
    expect(body.title).toBe('Served by the API');
  });
});
