import { z } from 'zod';
import { accountProviderSchema } from './accounts/oidc.ts';
import { pageStationSchema } from './stations/index.ts';

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
});
export type PageConfig = z.infer<typeof pageConfigSchema>;

export const PAGE_CONFIG_ELEMENT_ID = 'page-config';
