import type { SiteLinks } from '@lantern/shared';

/**
 * The deployment's own pages the shell links to (spec 1 §2.7 footer, §2.4 cookie help; spec 3 sign-up
 * landing), one environment variable each. Each is an http(s) address or a path on this site ('/about/').
 * Help, privacy and terms default to Lantern's own pages (spec 1 §2.2); the others have none, so unset
 * hides them, and set to empty hides any entry: no link leads to a page that does not exist.
 */
export const SITE_LINK_VARIABLES: Record<keyof SiteLinks, string> = {
  blog: 'BLOG_URL',
  educatorRecognition: 'EDUCATOR_RECOGNITION_URL',
  contact: 'CONTACT_URL',
  help: 'HELP_URL',
  privacy: 'PRIVACY_POLICY_URL',
  terms: 'TERMS_OF_USE_URL',
};

/** Lantern's own help and legal pages (modules/help), used when the variable is unset. */
export const DEFAULT_SITE_LINKS: Partial<SiteLinks> = {
  help: '/help/',
  privacy: '/help/privacy-policy/',
  terms: '/help/terms-of-use/',
};

function isLinkTarget(value: string): boolean {
  // A path on this site, but not '//host', which a browser reads as another site.
  if (/^\/(?![/\\])/.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The configured links, or the problems (one line per bad variable) that stop the start-up. */
export function readSiteLinks(env: NodeJS.ProcessEnv): { links: SiteLinks; problems: string[] } {
  const links = {} as SiteLinks;
  const problems: string[] = [];
  for (const [key, variable] of Object.entries(SITE_LINK_VARIABLES) as [keyof SiteLinks, string][]) {
    const value = env[variable]?.trim() ?? DEFAULT_SITE_LINKS[key] ?? '';
    links[key] = null;
    if (value === '') continue;
    if (value.length > 2000 || !isLinkTarget(value)) {
      problems.push(`  ${variable}: must be an http(s) address or a path on this site starting with '/'`);
      continue;
    }
    links[key] = value;
  }
  return { links, problems };
}
