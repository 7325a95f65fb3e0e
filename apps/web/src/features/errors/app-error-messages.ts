import { COLLECTION_ERROR_DETAILS, OIDC_MESSAGES, RESOURCE_ERROR_DETAILS } from '@lantern/shared';

/**
 * The texts the app itself sends to the error page as customErrorMessage (spec 3 "Error pages"):
 * the resource and collection calls' 403 details, and why a provider sign-in failed. The page shows
 * the parameter only when it is one of these, so a link from elsewhere cannot make our page say
 * whatever it likes ('call this number', 'your account is closed').
 */
const APP_ERROR_MESSAGES: ReadonlySet<string> = new Set([
  ...Object.values(RESOURCE_ERROR_DETAILS),
  ...Object.values(COLLECTION_ERROR_DETAILS),
  ...Object.values(OIDC_MESSAGES),
]);

/** The custom message if the app could have set it, else null (the page then shows its own text). */
export function appErrorMessage(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text && APP_ERROR_MESSAGES.has(text) ? text : null;
}
