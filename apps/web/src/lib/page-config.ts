import {
  DEFAULT_PRODUCT_NAME,
  PAGE_CONFIG_ELEMENT_ID,
  type PageConfig,
  pageConfigSchema,
} from '@lantern/shared';

const FALLBACK: PageConfig = {
  productName: DEFAULT_PRODUCT_NAME,
  apiKey: '',
  isLoggedIn: false,
  isStudent: false,
  hasAdminDisplay: false,
  isSuperUser: false,
  isUserImpersonated: false,
  isImpersonatedUserActive: false,
  firstName: null,
  stationCallSign: null,
  features: { recommendations: false },
  errorSampleRate: 0.01,
  version: '',
  adminLinks: [],
  accountProviders: [],
};

let cached: PageConfig | undefined;

/** The configuration the server embedded in index.html for this page load. */
export function getPageConfig(): PageConfig {
  if (cached) return cached;
  const element = document.getElementById(PAGE_CONFIG_ELEMENT_ID);
  const parsed = pageConfigSchema.safeParse(element ? JSON.parse(element.textContent || '{}') : {});
  cached = parsed.success ? parsed.data : FALLBACK;
  return cached;
}
