import { type AttributionRole, expiredDetail, RESOURCE_ERROR_DETAILS } from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { AppError, notFound, unauthorized } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/index.ts';
import { isStudentViewer } from '../cards/index.ts';
import {
  detailVisibility,
  findResourceByCode,
  isOrganizationMember,
  mayPreview,
  sanitizeCatalogHtml,
} from '../resource/index.ts';
import { lessonPlanParts } from './lesson-plan.repo.ts';

/**
 * A lesson plan ready to print (spec 3 §7 exports): the same resource the detail call would show the
 * caller (docs/decisions/0006 for preview), with its editor-written HTML sanitized.
 */

const CONTENT_TYPE_LABELS = {
  video: 'Video',
  audio: 'Audio',
  image: 'Image',
  document: 'Document',
  interactive: 'Interactive',
  webpage: 'Webpage',
  // HTML fragments are labelled Text (spec 3 "Resource page").
  text: 'Text',
} as const;

const ROLE_LABELS: Record<Exclude<AttributionRole, 'brand' | 'funder'>, string> = {
  producer: 'Produced by',
  distributor: 'Distributed by',
};

export interface LessonPlan {
  code: string;
  title: string;
  mediaType: string;
  description: string;
  grades: string[];
  project: string | null;
  /** Sanitized HTML. */
  overview: string;
  /** Sanitized HTML. */
  procedure: string;
  contents: { title: string; typeLabel: string; url: string | null }[];
  /** 'Label: names' lines: brand, funders, then the other roles. */
  credits: { label: string; names: string }[];
  /** Site paths of the resource page and its credits page. */
  resourcePath: string;
  creditsPath: string;
}

export interface LessonPlanRequest {
  code: string;
  user: SessionUser | null;
  preview: boolean;
}

function creditLines(attributions: { name: string; role: AttributionRole }[]): LessonPlan['credits'] {
  const namesOf = (role: AttributionRole) => [
    ...new Set(attributions.filter((a) => a.role === role).map((a) => a.name)),
  ];
  const lines: LessonPlan['credits'] = [];
  const brand = namesOf('brand');
  if (brand.length) lines.push({ label: 'Brand', names: brand.join(', ') });
  const funders = namesOf('funder');
  if (funders.length) lines.push({ label: 'Funders', names: funders.join(', ') });
  for (const [role, label] of Object.entries(ROLE_LABELS) as [keyof typeof ROLE_LABELS, string][]) {
    const names = namesOf(role);
    if (names.length) lines.push({ label, names: names.join(', ') });
  }
  return lines;
}

export async function loadLessonPlan(orm: Orm, request: LessonPlanRequest): Promise<LessonPlan> {
  const { code, user, preview } = request;
  const resource = await findResourceByCode(orm, code);
  if (!resource) throw notFound(`No resource has the code '${code}'. Check the address of the lesson plan.`);
  if (preview) {
    if (!user) throw unauthorized('You must be signed in to preview an unpublished lesson plan.');
    const member =
      resource.owner_organization_id !== null &&
      (await isOrganizationMember(orm, resource.owner_organization_id, user.id));
    if (!mayPreview(user, member))
      throw new AppError('forbidden', RESOURCE_ERROR_DETAILS.PREVIEW_FORBIDDEN, 403);
  }
  switch (detailVisibility(resource, { studentView: isStudentViewer(user?.role), preview })) {
    case 'unpublished':
      throw notFound(RESOURCE_ERROR_DETAILS.UNPUBLISHED);
    case 'expired':
      throw notFound(expiredDetail(String(resource.expiration_date)));
    case 'not_for_students':
      throw new AppError('forbidden', RESOURCE_ERROR_DETAILS.NOT_FOR_STUDENTS, 403);
    case 'visible':
      break;
  }

  const parts = await lessonPlanParts(orm, resource.id);
  if (!parts.lesson_data) {
    throw notFound(
      `'${resource.title}' has no lesson plan to print: only lesson plans and interactive lessons have one.`,
    );
  }
  return {
    code: resource.resource_code,
    title: resource.title,
    mediaType: resource.media_type,
    description: resource.description,
    grades: parts.grades,
    project: parts.project,
    overview: sanitizeCatalogHtml(parts.lesson_data.overview),
    procedure: sanitizeCatalogHtml(parts.lesson_data.procedure),
    contents: parts.lesson_contents.map((content) => ({
      title: content.title,
      typeLabel: CONTENT_TYPE_LABELS[content.type],
      url: content.url,
    })),
    credits: creditLines(parts.attributions),
    resourcePath: `/resource/${encodeURIComponent(resource.resource_code)}/`,
    creditsPath: `/credits/${encodeURIComponent(resource.resource_code)}`,
  };
}
