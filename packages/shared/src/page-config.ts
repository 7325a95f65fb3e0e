import type { z } from 'zod';
import * as zm from 'zod/mini';
import { accountProviderSchema } from './accounts/oidc-texts.ts';
import { pageStationSchema } from './stations/station-rules.ts';

/**
 * Where the footer's Learn More and legal entries and the help links lead (spec 1 §2.7, §2.4; spec 3
 * sign-up landing). Set per deployment (README: BLOG_URL, …); null hides the entry, so the shell never
 * links to a page that does not exist. The help and legal pages of the help issue will become defaults.
 */
export const siteLinksSchema = zm.object({
  blog: zm.nullable(zm.string()),
  educatorRecognition: zm.nullable(zm.string()),
  contact: zm.nullable(zm.string()),
  help: zm.nullable(zm.string()),
  privacy: zm.nullable(zm.string()),
  terms: zm.nullable(zm.string()),
});
export type SiteLinks = z.infer<typeof siteLinksSchema>;

export const NO_SITE_LINKS: SiteLinks = {
  blog: null,
  educatorRecognition: null,
  contact: null,
  help: null,
  privacy: null,
  terms: null,
};

/**
 * Configuration embedded in index.html as `<script id="page-config" type="application/json">`. Written in
 * zod/mini, as are the other replies the home route parses in its first load: classic zod would add
 * about 20 KB gzipped to it (docs/decisions/0027).
 */
export const pageConfigSchema = zm.object({
  productName: zm.string(),
  apiKey: zm.string(),
  isLoggedIn: zm.boolean(),
  isStudent: zm.boolean(),
  hasAdminDisplay: zm.boolean(),
  isSuperUser: zm.boolean(),
  isUserImpersonated: zm.boolean(),
  isImpersonatedUserActive: zm.boolean(),
  firstName: zm.nullable(zm.string()),
  stationCallSign: zm.nullable(zm.string()),
  /** The session's local station (profile, else the visitor cookie); null or absent when national. */
  station: zm.optional(zm.nullable(pageStationSchema)),
  features: zm.object({ recommendations: zm.boolean() }),
  errorSampleRate: zm.number().check(zm.minimum(0), zm.maximum(1)),
  version: zm.string(),
  adminLinks: zm.array(zm.object({ url: zm.string(), title: zm.string() })),
  /** Configured OpenID Connect providers; none means the web hides 'Sign in with …' buttons. */
  accountProviders: zm._default(zm.array(accountProviderSchema), []),
  siteLinks: zm._default(siteLinksSchema, NO_SITE_LINKS),
});
export type PageConfig = z.infer<typeof pageConfigSchema>;

export const PAGE_CONFIG_ELEMENT_ID = 'page-config';
