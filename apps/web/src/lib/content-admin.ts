/**
 * The content admin (CMS change pages, Admin Home; spec 1 §2.7, §6) comes with the admin pages. Until
 * they exist no link or Exit preview goes there: this is the one switch the admin issue turns on.
 */
export const CONTENT_ADMIN_AVAILABLE = false;

/** The CMS address to link to, or null while the content admin does not exist. */
export function contentAdminLink(link: string | null | undefined): string | null {
  return CONTENT_ADMIN_AVAILABLE && link ? link : null;
}
