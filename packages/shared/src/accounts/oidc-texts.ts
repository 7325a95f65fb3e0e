import type { z } from 'zod';
import * as zm from 'zod/mini';

/** OpenID Connect messages and the page configuration's provider list, without classic zod: the shell uses them on every page (docs/decisions/0027). */

export const OIDC_MESSAGES = {
  notConfigured: 'Sign-in with this provider is not set up',
  unsafeNext: 'next must be a path on this site, starting with a single "/".',
  denied: 'Sign-in was cancelled at the account provider. You can try again, or sign in another way.',
  expired:
    'This sign-in attempt expired or was started in another window. Please go back and choose "Sign in with" again.',
  failed: 'The account provider could not confirm who you are. Please try again, or sign in another way.',
  unavailable: 'The account provider cannot be reached right now. Please try again in a few minutes.',
  emailUnverified:
    'An account with this email address already exists, but the account provider has not confirmed that the address is yours. Sign in with your email and password instead.',
  linkRefused:
    'An account with this email address already exists and cannot be connected to an account provider. Sign in with your email and password instead.',
  noVerifiedEmail:
    'The account provider did not share a confirmed email address, which a teacher account needs. Confirm your address with the provider, or sign up with your email instead.',
  inactive: 'This account has been turned off. Please contact us if you think this is a mistake.',
} as const;

/** A configured provider, as the web shows it ('Sign in with {label}'); zod/mini: part of the page configuration. */
export const accountProviderSchema = zm.object({ id: zm.string(), label: zm.string() });
export type AccountProvider = z.infer<typeof accountProviderSchema>;
