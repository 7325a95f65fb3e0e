/** The public surface of the resource module: other modules import from here only (docs/decisions/0020-module-boundaries.md). */

export { assetModelsByGuid } from './asset-models.ts';
export { detailVisibility, mayPreview } from './resource.policy.ts';
export { findResourceByCode, isOrganizationMember } from './resource-detail.repo.ts';
export { sanitizeCatalogHtml } from './resource-html.ts';
