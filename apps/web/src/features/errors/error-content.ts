/**
 * The error page's catalogue (spec 3 "Error pages" and §8): which title, text and links a given
 * status, navigation state and view lead to. Pure, so every variant is unit-tested.
 */
import { PROFESSIONAL_DEVELOPMENT_ID, subjectsSortedForErrorPage, TOP_SUBJECTS } from '@lantern/shared';
import { subjectHref } from '../../app/shell-api.ts';
import { signInHref } from '../../lib/auth-links.ts';
import { appErrorMessage } from './app-error-messages.ts';

export const ERROR_STATUSES = [401, 403, 404, 500] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

export type ErrorVariant =
  | 'sign-in'
  | 'forbidden'
  | 'forbidden-custom'
  | 'expired'
  | 'unpublished'
  | 'not-found'
  | 'server-error';

export const ERROR_TEXTS = {
  signIn: 'You must be signed in to view this page. Please sign in below.',
  // The spec's text, double full stop included.
  forbidden:
    'This page is not available. Try searching for something similar, or check out our home page for featured resources and collections..',
  forbiddenCustomTitle: 'This resource is currently unavailable (403)',
  expiredTitle: 'This resource has expired (404)',
  unpublishedCollectionTitle: 'This collection is not available (404)',
  unpublishedResourceTitle: 'This resource is not available (404)',
  unpublished:
    "It looks like the resource/collection you're trying to access is not available. Try a keyword search, or browse more resources below.",
  notFound:
    "We can't seem to find the page you're looking for. Check to see if that address is correct or try search again.",
  notFoundAddOn:
    "We can't seem to find the page you're looking for. Check to see if that address is correct.",
  serverError:
    'Something went wrong when trying to display this page. Sorry for the inconvenience. We are working to fix the issue.',
} as const;

export function expiredText(date: string): string {
  return `It looks like the resource you're trying to access expired on ${date} due to a limited license or other restrictions. Try a keyword search, or check out similar resources below.`;
}

export interface ErrorPageInput {
  /** The `status` query parameter, as given. */
  status?: string | number | null;
  /** Shown (403) only when it is one of the app's own messages (app-error-messages.ts). */
  customErrorMessage?: string | null;
  next?: string | null;
  /** Add-on view: no home links, no subject list, no 'or try search'. */
  addOn?: boolean;
  /** From navigation state. */
  expirationDate?: string | null;
  /** From navigation state: a status (used when the query has none), or 'expired'/'unpublished'. */
  errorStatus?: string | number | null;
  resourceType?: 'resource' | 'collection' | null;
}

export interface ErrorPageContent {
  status: ErrorStatus;
  variant: ErrorVariant;
  title: string;
  message: string;
  /** Teacher and Student Sign In links carrying next (401 only). */
  signIn: { teacherHref: string; studentHref: string } | null;
  showHomeLink: boolean;
  showSearchLink: boolean;
  /** The subject list of the 500 page. */
  showSubjects: boolean;
  /** Similar resources from navigation state (expired and unpublished pages). */
  showRelatedResources: boolean;
}

/** status 401/403/404/500; anything else (or nothing) is 404. */
export function parseErrorStatus(value: string | number | null | undefined): ErrorStatus | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return (ERROR_STATUSES as readonly number[]).includes(number) ? (number as ErrorStatus) : null;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The expiry date as MM/dd/yyyy, or null when it is not a date. */
export function formatExpirationDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  // A bare date means that calendar day everywhere; a timestamp is shown in the reader's zone.
  const timeZone = DATE_ONLY.test(value) ? 'UTC' : undefined;
  return new Intl.DateTimeFormat('en-US', {
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
    timeZone,
  }).format(date);
}

function resolveStatus(input: ErrorPageInput): ErrorStatus {
  return parseErrorStatus(input.status) ?? parseErrorStatus(input.errorStatus) ?? 404;
}

export function errorPageContent(input: ErrorPageInput): ErrorPageContent {
  const status = resolveStatus(input);
  const addOn = Boolean(input.addOn);
  const base = {
    status,
    signIn: null,
    showHomeLink: !addOn,
    showSearchLink: !addOn,
    showSubjects: false,
    showRelatedResources: false,
  };

  if (status === 401) {
    return {
      ...base,
      variant: 'sign-in',
      title: '401',
      message: ERROR_TEXTS.signIn,
      signIn: {
        teacherHref: signInHref('teacher', input.next),
        studentHref: signInHref('student', input.next),
      },
      showHomeLink: false,
      showSearchLink: false,
    };
  }
  if (status === 403) {
    // Only texts the app sets: the query parameter is in any link anyone can make.
    const custom = appErrorMessage(input.customErrorMessage);
    return custom
      ? { ...base, variant: 'forbidden-custom', title: ERROR_TEXTS.forbiddenCustomTitle, message: custom }
      : { ...base, variant: 'forbidden', title: '403', message: ERROR_TEXTS.forbidden };
  }
  if (status === 500) {
    return {
      ...base,
      variant: 'server-error',
      title: '500',
      message: ERROR_TEXTS.serverError,
      showSearchLink: false,
      showSubjects: !addOn,
    };
  }

  const expiredOn = formatExpirationDate(input.expirationDate);
  if (expiredOn) {
    return {
      ...base,
      variant: 'expired',
      title: ERROR_TEXTS.expiredTitle,
      message: expiredText(expiredOn),
      showRelatedResources: true,
    };
  }
  if (input.resourceType || input.errorStatus === 'unpublished') {
    return {
      ...base,
      variant: 'unpublished',
      title:
        input.resourceType === 'collection'
          ? ERROR_TEXTS.unpublishedCollectionTitle
          : ERROR_TEXTS.unpublishedResourceTitle,
      message: ERROR_TEXTS.unpublished,
      showRelatedResources: true,
    };
  }
  return {
    ...base,
    variant: 'not-found',
    title: '404',
    message: addOn ? ERROR_TEXTS.notFoundAddOn : ERROR_TEXTS.notFound,
  };
}

/** 'Error {code} | {product}'. */
export function errorDocumentTitle(status: ErrorStatus, productName: string): string {
  return `Error ${status} | ${productName}`;
}

export interface ErrorPageSubject {
  id: number;
  name: string;
  color: string;
  href: string;
}

/**
 * The 500 page's subject list: the top subjects by name. In the student experience it leaves out
 * Professional Development (spec 1 §6) and its links keep student=true.
 */
export function errorPageSubjects(student: boolean): ErrorPageSubject[] {
  return subjectsSortedForErrorPage(TOP_SUBJECTS)
    .filter((subject) => !(student && subject.id === PROFESSIONAL_DEVELOPMENT_ID))
    .map((subject) => ({
      id: subject.id,
      name: subject.name,
      color: subject.color,
      href: subjectHref(subject.slug, false, student),
    }));
}
