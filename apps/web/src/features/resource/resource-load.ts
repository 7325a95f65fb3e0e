/**
 * The resource page's address rules and how a failed load becomes the error page (spec 3 §4 "Resource
 * load", §8). Pure, so each variant is unit-tested.
 */
import type { ResourceErrorReply } from '@lantern/shared';
import { type ErrorPageState, errorPageHref } from '../../lib/error-navigation.ts';

export interface ResourceAddress {
  /** The resource code, or '' when the address names none. */
  code: string;
  /** /preview/ in the path: the preview call and the preview banner. */
  preview: boolean;
  /** student=true (or a signed-in student): teacher-only materials are left out. */
  student: boolean;
  /** focus=true: the media only. */
  focus: boolean;
  /** selected_tab=standards: the standards tab is open. */
  standardsTab: boolean;
}

/** Reads '/resource/{code}/', '/resource/preview/{code}/' and '/add-on/resource/{code}/' addresses. */
export function readResourceAddress(splat: string, search: string, isStudentUser: boolean): ResourceAddress {
  const segments = splat.split('/').filter(Boolean);
  const preview = segments.includes('preview');
  const code = segments.find((segment) => segment !== 'preview') ?? '';
  const params = new URLSearchParams(search);
  return {
    code: safeDecode(code),
    preview,
    student: isStudentUser || params.get('student') === 'true',
    focus: params.get('focus') === 'true',
    standardsTab: params.get('selected_tab') === 'standards',
  };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** GET /api/v2/resource/{code}/ or, in preview, /api/v2/resource_preview/{code}/?is_preview=true. */
export function resourceApiPath(address: Pick<ResourceAddress, 'code' | 'preview' | 'student'>): string {
  const params = new URLSearchParams();
  if (address.preview) params.set('is_preview', 'true');
  if (address.student) params.set('student', 'true');
  const query = params.toString();
  const base = address.preview ? '/api/v2/resource_preview/' : '/api/v2/resource/';
  return `${base}${encodeURIComponent(address.code)}/${query ? `?${query}` : ''}`;
}

export interface ErrorDestination {
  href: string;
  state?: ErrorPageState;
}

/**
 * Where a failed resource load sends the reader. `reply` is the error body when it is the resource
 * calls' error reply (else null); `here` is the page's own address, for sign-in's next.
 */
export function resourceErrorDestination(
  httpStatus: number,
  reply: ResourceErrorReply | null,
  here: string,
): ErrorDestination {
  const relatedResources = (reply?.related_resources ?? []).map((card) => ({
    title: card.title,
    url: card.url,
  }));
  const adminLink = reply?.admin_link ?? undefined;
  const kind = reply?.error.status;
  if (httpStatus === 401) return { href: errorPageHref({ status: 401, next: here }) };
  if (httpStatus === 403) {
    return { href: errorPageHref({ status: 403, customErrorMessage: reply?.detail }), state: { adminLink } };
  }
  if (kind === 'EXPIRED' && reply?.expiration_date) {
    return {
      href: errorPageHref({ status: 404 }),
      state: {
        errorStatus: 'expired',
        expirationDate: reply.expiration_date,
        resourceType: 'resource',
        relatedResources,
        adminLink,
      },
    };
  }
  if (kind === 'UNPUBLISHED') {
    return {
      href: errorPageHref({ status: 404 }),
      state: { errorStatus: 'unpublished', resourceType: 'resource', relatedResources, adminLink },
    };
  }
  // Unknown and malformed codes are pages that do not exist.
  if (httpStatus === 404 || httpStatus === 400) return { href: errorPageHref({ status: 404 }) };
  return { href: errorPageHref({ status: 500 }) };
}
