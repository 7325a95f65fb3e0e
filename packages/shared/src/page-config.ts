import { z } from 'zod';
import { accountProviderSchema } from './accounts/oidc.ts';

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
  features: z.object({ recommendations: z.boolean() }),
  errorSampleRate: z.number().min(0).max(1),
  version: z.string(),
  adminLinks: z.array(z.object({ url: z.string(), title: z.string() })),
  /** Configured OpenID Connect providers; none means the web hides 'Sign in with …' buttons. */
  accountProviders: z.array(accountProviderSchema).default([]),
});
export type PageConfig = z.infer<typeof pageConfigSchema>;

export const PAGE_CONFIG_ELEMENT_ID = 'page-config';
