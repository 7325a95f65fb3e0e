import path from 'node:path';
import type { SiteLinks } from '@lantern/shared';
import { DEFAULT_CLASS_SIZE_LIMIT, DEFAULT_PRODUCT_NAME, UGC_DEFAULT_MAX_BYTES } from '@lantern/shared';
import { z } from 'zod';
import { cookieDomainProblem, normalizeCookieDomain } from './lib/cookie-domain.ts';
import { type OidcProviderConfig, readOidcProviders } from './modules/auth/oidc-config.ts';
import {
  readStudentSigninLimits,
  type StudentSigninLimits,
  studentSigninLimitsEnvironment,
} from './modules/auth/student-signin-limits.ts';
import {
  type NewsletterProviderConfig,
  readNewsletterProvider,
} from './modules/newsletter/newsletter-config.ts';
import { readSiteLinks } from './modules/platform/site-links.ts';
import {
  type RetentionPeriods,
  readRetentionPeriods,
  retentionEnvironment,
} from './modules/retention/retention-config.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

/** Longest cookie lifetime browsers keep (they cap Max-Age at 400 days). */
const MAX_SESSION_SECONDS = 400 * 86400;
/** Longest delay setTimeout can wait. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * A duration given in `unitSeconds` (hours, days), that must come out as a whole number of
 * seconds between one minute and 400 days: cookies and database intervals take whole seconds.
 */
const duration = (fallback: number, unitSeconds: number, unitName: string) =>
  z.coerce
    .number()
    .positive()
    .default(fallback)
    .refine((value) => Number.isInteger(Math.round(value * unitSeconds * 1e6) / 1e6), {
      message: `must be a whole number of seconds in ${unitName} (e.g. 0.5 or 1.25)`,
    })
    .refine((value) => value * unitSeconds >= 60 && value * unitSeconds <= MAX_SESSION_SECONDS, {
      message: `must be between one minute and 400 days in ${unitName}`,
    })
    .transform((value) => Math.round(value * unitSeconds));

/** MM-DD naming a day every year has (so not 02-29). */
function isMonthDay(value: string): boolean {
  const match = /^(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [month, day] = [Number(match[1]), Number(match[2])];
  const probe = new Date(Date.UTC(2025, month - 1, day));
  return probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** Every environment variable the server reads, with its default. The README's table mirrors this. */
const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PRODUCT_NAME: z.string().min(1).max(60).default(DEFAULT_PRODUCT_NAME),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  COOKIE_DOMAIN: z
    .string()
    .max(253)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  WEB_DIST_DIR: z.string().default(''),
  WEB_SSR_ENTRY: z.string().default(''),
  /** Unset: apps/server/dist/demo-snapshot; empty: a first start always migrates and seeds (seed/demo-snapshot.ts). */
  DEMO_SNAPSHOT_DIR: z.string().optional(),
  IMAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).default(256),
  /** Rendered public pages kept per process (docs/decisions/0075): MiB, 0 turns the cache off. */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(0).max(4096).default(64),
  /** Longest a rendered page is served from the cache when no catalog write moved it (seconds). */
  PAGE_CACHE_MAX_AGE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** New image variants and generated images drawn per client address and minute (/media). */
  IMAGE_RENDERS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 ** 3)
    .default(1024 * 1024),
  // An upload is held in memory while it is checked and re-encoded: 64 MiB at most.
  UGC_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(64 * 1024 ** 2)
    .default(UGC_DEFAULT_MAX_BYTES),
  // A rostering import (zip or CSV) is read into memory whole: 256 MiB at most (issue 19).
  ROSTER_IMPORT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(256 * 1024 ** 2)
    .default(20 * 1024 ** 2),
  SESSION_IDLE_HOURS_TEACHER: duration(12, 3600, 'hours'),
  SESSION_IDLE_HOURS_STUDENT: duration(2, 3600, 'hours'),
  SESSION_ABSOLUTE_DAYS: duration(30, 86400, 'days'),
  FEATURE_RECOMMENDATIONS: booleanFlag,
  ERROR_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.01),
  TRUST_PROXY: booleanFlag,
  /** Teacher sign-ups per client address and hour (students get three times as many: a class signs up together). */
  SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(50),
  ...studentSigninLimitsEnvironment,
  ...retentionEnvironment,
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().max(MAX_TIMER_MS).default(10000),
  CAPTCHA_DISABLED: booleanFlag,
  CAPTCHA_HMAC_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  CAPTCHA_COST: z.coerce.number().int().positive().max(1_000_000).default(5000),
  CAPTCHA_MAX_COUNTER: z.coerce.number().int().min(2).max(1_000_000).default(2000),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default('Lantern <no-reply@localhost>'),
  PASSWORD_RESET_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(60),
  PRIVACY_REMINDER_DATE: z
    .string()
    .default('05-15')
    .refine(isMonthDay, 'must be a day of the year as MM-DD, such as 05-15 (not 02-29)'),
  CLASS_SIZE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(DEFAULT_CLASS_SIZE_LIMIT),
  DEFAULT_STATION_CALL_SIGN: z
    .string()
    .regex(/^[A-Za-z0-9]{2,8}$/, 'must be a station call sign such as WGBH')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  productName: string;
  logLevel: string;
  publicUrl: string;
  /** Domain of the cookies the spec puts on the parent domain; undefined: host-only (lib/cookie-domain.ts). */
  cookieDomain: string | undefined;
  webDistDir: string;
  /** The web app's server-rendering entry (docs/decisions/0053); public pages are not rendered when it is missing. */
  webSsrEntry: string;
  /** Rendered public pages kept per process, and for how long at most (docs/decisions/0075); 0 bytes: none. */
  pageCache: { maxBytes: number; maxAgeMs: number };
  /**
   * Where `npm run build` keeps the prepared demo database that a first start on an empty embedded data dir loads
   * instead of migrating and seeding (seed/demo-snapshot.ts, docs/decisions/0072); null: never.
   */
  demoSnapshotDir: string | null;
  bodyLimitBytes: number;
  /** Cap of the resized-image cache under DATA_DIR/cache/images (modules/media/variant-cache.ts). */
  imageCacheMaxBytes: number;
  /** Renders per client address and minute at /media (modules/media/media.routes.ts). */
  imageRendersPerMinute: number;
  /** Largest image a teacher may upload for a lesson (modules/ugc). */
  ugcMaxBytes: number;
  /** Largest rostering import file, zip or CSV (modules/classes/import). */
  rosterImportMaxBytes: number;
  session: { idleSecondsTeacher: number; idleSecondsStudent: number; absoluteSeconds: number };
  features: { recommendations: boolean };
  errorSampleRate: number;
  trustProxy: boolean;
  signupLimitPerHour: number;
  /** Student sign-in's limits (STUDENT_SIGNIN_*, STUDENT_ACCOUNT_LOCK_*, SIGNIN_RETRY_JITTER_PERCENT). */
  studentSignin: StudentSigninLimits;
  shutdownTimeoutMs: number;
  version: string;
  /** Self-hosted ALTCHA proof of work; the HMAC key is generated and stored when not set. */
  captcha: { disabled: boolean; hmacKey: string | undefined; cost: number; maxCounter: number };
  mail: { smtpUrl: string | undefined; from: string };
  passwordResetTtlSeconds: number;
  /** 'Do this later' reminders are due on this day of the year (PRIVACY_REMINDER_DATE, MM-DD). */
  privacyReminderDate: { month: number; day: number };
  /** The most students one class may hold (CLASS_SIZE_LIMIT). */
  classSizeLimit: number;
  /** First-time visitors are localized to this station until they confirm or change it. */
  defaultStationCallSign: string | undefined;
  /** OpenID Connect account providers (OIDC_PROVIDERS and OIDC_<ID>_*); empty when none is set up. */
  oidc: { providers: OidcProviderConfig[] };
  /** The footer's and help links' destinations (BLOG_URL, …, TERMS_OF_USE_URL); null hides an entry. */
  siteLinks: SiteLinks;
  /** Where the newsletter list lives besides the database (NEWSLETTER_PROVIDER, ITERABLE_*). */
  newsletterProvider: NewsletterProviderConfig;
  /** How long the retention job keeps what is no longer needed (RETENTION_*, modules/retention). */
  retention: RetentionPeriods;
};

export class ConfigError extends Error {}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Where `npm run build` keeps the prepared demo database unless DEMO_SNAPSHOT_DIR says otherwise (git-ignored). */
export const DEFAULT_DEMO_SNAPSHOT_DIR = path.join(repoRoot, 'apps/server/dist/demo-snapshot');

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  const oidc = readOidcProviders(env);
  const publicUrl = parsed.success
    ? (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/$/, '')
    : '';
  const cookieDomain = parsed.success ? parsed.data.COOKIE_DOMAIN : undefined;
  const cookieProblem = cookieDomain ? cookieDomainProblem(cookieDomain, publicUrl) : null;
  const siteLinks = readSiteLinks(env);
  const newsletter = readNewsletterProvider(env);
  const problems = [
    ...oidc.problems,
    ...siteLinks.problems,
    ...newsletter.problems,
    ...(cookieProblem ? [`  COOKIE_DOMAIN: ${cookieProblem}`] : []),
  ];
  if (!parsed.success || problems.length > 0) {
    const issues = parsed.success ? [] : parsed.error.issues;
    const lines = [...issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`), ...problems];
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    productName: e.PRODUCT_NAME,
    logLevel: e.LOG_LEVEL,
    publicUrl,
    cookieDomain: cookieDomain ? normalizeCookieDomain(cookieDomain) : undefined,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : path.join(repoRoot, 'apps/web/dist'),
    webSsrEntry: e.WEB_SSR_ENTRY
      ? path.resolve(e.WEB_SSR_ENTRY)
      : path.join(
          e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR, '..') : path.join(repoRoot, 'apps/web'),
          'dist-server/entry-server.js',
        ),
    pageCache: {
      maxBytes: e.PAGE_CACHE_MAX_MB * 1024 * 1024,
      maxAgeMs: e.PAGE_CACHE_MAX_AGE_SECONDS * 1000,
    },
    demoSnapshotDir:
      e.DEMO_SNAPSHOT_DIR === undefined
        ? DEFAULT_DEMO_SNAPSHOT_DIR
        : e.DEMO_SNAPSHOT_DIR
          ? path.resolve(e.DEMO_SNAPSHOT_DIR)
          : null,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    imageCacheMaxBytes: e.IMAGE_CACHE_MAX_MB * 1024 * 1024,
    imageRendersPerMinute: e.IMAGE_RENDERS_PER_MINUTE,
    ugcMaxBytes: e.UGC_MAX_BYTES,
    rosterImportMaxBytes: e.ROSTER_IMPORT_MAX_BYTES,
    session: {
      idleSecondsTeacher: e.SESSION_IDLE_HOURS_TEACHER,
      idleSecondsStudent: e.SESSION_IDLE_HOURS_STUDENT,
      absoluteSeconds: e.SESSION_ABSOLUTE_DAYS,
    },
    features: { recommendations: e.FEATURE_RECOMMENDATIONS },
    errorSampleRate: e.ERROR_SAMPLE_RATE,
    trustProxy: e.TRUST_PROXY,
    signupLimitPerHour: e.SIGNUP_LIMIT_PER_HOUR,
    studentSignin: readStudentSigninLimits(e),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    captcha: {
      disabled: e.CAPTCHA_DISABLED,
      hmacKey: e.CAPTCHA_HMAC_KEY,
      cost: e.CAPTCHA_COST,
      maxCounter: e.CAPTCHA_MAX_COUNTER,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    passwordResetTtlSeconds: e.PASSWORD_RESET_TTL_MINUTES * 60,
    privacyReminderDate: {
      month: Number(e.PRIVACY_REMINDER_DATE.slice(0, 2)),
      day: Number(e.PRIVACY_REMINDER_DATE.slice(3, 5)),
    },
    classSizeLimit: e.CLASS_SIZE_LIMIT,
    defaultStationCallSign: e.DEFAULT_STATION_CALL_SIGN?.toUpperCase(),
    oidc: { providers: oidc.providers },
    siteLinks: siteLinks.links,
    newsletterProvider: newsletter.provider,
    retention: readRetentionPeriods(e),
    version: process.env.npm_package_version ?? '0.1.0',
  };
}
