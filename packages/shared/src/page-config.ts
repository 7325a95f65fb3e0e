import { z } from 'zod';
import { accountProviderSchema } from './accounts/oidc.ts';
import { pageStationSchema } from './stations/index.ts';

/**
 * Where the footer's Learn More and legal entries and the help links lead (spec 1 §2.7, §2.4; spec 3
 * sign-up landing). Set per deployment (README: BLOG_URL, …); null hides the entry, so the shell never
 * links to a page that does not exist. The help and legal pages of the help issue will become defaults.
 */
export const siteLinksSchema = z.object({
  blog: z.string().nullable(),
  educatorRecognition: z.string().nullable(),
  contact: z.string().nullable(),
  help: z.string().nullable(),
  privacy: z.string().nullable(),
  terms: z.string().nullable(),
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

/** Configuration embedded in index.html as `<script id="page-config" type="application/json">`. */
export const pageConfigSchema = z.object({
  productName: z.string(),
  apiKey: z.string(),
  isLoggedIn: z.boolean(),
  isStudent: z.boolean(),
  hasAdminDisplay: z.boolean(),
  isSuperUser: z.boolean(),
  isUserImpersonated: z.boolean(),
  isImpersonatedUserActive: z.boolean(),
  firstName: z.string().nullable(),
  stationCallSign: z.string().nullable(),
  /** The session's local station (profile, else the visitor cookie); null or absent when national. */
  station: pageStationSchema.nullable().optional(),
  features: z.object({ recommendations: z.boolean() }),
  errorSampleRate: z.number().min(0).max(1),
  version: z.string(),
  adminLinks: z.array(z.object({ url: z.string(), title: z.string() })),
  /** Configured OpenID Connect providers; none means the web hides 'Sign in with …' buttons. */
  accountProviders: z.array(accountProviderSchema).default([]),
  siteLinks: siteLinksSchema.default(NO_SITE_LINKS),
});
export type PageConfig = z.infer<typeof pageConfigSchema>;

export const PAGE_CONFIG_ELEMENT_ID = 'page-config';
