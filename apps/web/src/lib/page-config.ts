import {
  DEFAULT_PRODUCT_NAME,
  NO_SITE_LINKS,
  PAGE_CONFIG_ELEMENT_ID,
  type PageConfig,
  pageConfigSchema,
} from '@lantern/shared';
import { useSyncExternalStore } from 'react';
import { IS_SERVER, serverContext } from './server-context.ts';

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
  siteLinks: NO_SITE_LINKS,
};

let cached: PageConfig | undefined;

/** The configuration the server embedded in index.html for this page load. */
export function getPageConfig(): PageConfig {
  // On the server the configuration is the request's, never kept across requests.
  if (IS_SERVER) return serverContext()?.pageConfig ?? FALLBACK;
  if (cached) return cached;
  const element = document.getElementById(PAGE_CONFIG_ELEMENT_ID);
  const parsed = pageConfigSchema.safeParse(element ? JSON.parse(element.textContent || '{}') : {});
  cached = parsed.success ? parsed.data : FALLBACK;
  return cached;
}

const listeners = new Set<() => void>();

/**
 * Changes what this page load knows about the user after a write that the server's embedded
 * configuration predates (e.g. the first name after a profile save), so the shell shows it at once.
 */
export function updatePageConfig(patch: Partial<PageConfig>): void {
  cached = { ...getPageConfig(), ...patch };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** getPageConfig for components that must re-render when updatePageConfig changes it. */
export function usePageConfig(): PageConfig {
  return useSyncExternalStore(subscribe, getPageConfig, getPageConfig);
}
