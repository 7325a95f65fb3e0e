import { z } from 'zod';

export * from './states.ts';
export * from './station-rules.ts';

/**
 * Local public-media stations (spec 2 §3 Station, §7 station lookups; spec 1 §3 Local data, §7).
 * One contract for the lookups, the stations service, local data and change_station.
 */

export const ZIP_CODE_MESSAGE = 'Enter a ZIP code of 5 digits, or ZIP+4 such as 02139-4307.';
export const zipCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{5}(-\d{4})?$/, ZIP_CODE_MESSAGE);

export const STATE_CODE_MESSAGE = 'Enter a two-letter US state or territory code such as MA or PR.';
export const stateCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, STATE_CODE_MESSAGE)
  .transform((code) => code.toUpperCase());

export const stationImageSchema = z.object({
  /** e.g. 'color-single-brand-logo', 'color-cobranded-logo', 'white-single-brand-logo'. */
  profile: z.string(),
  url: z.string(),
});
export type StationImage = z.infer<typeof stationImageSchema>;

/** A station as the lookups return it (spec 2 §3). */
export const stationSchema = z.object({
  organizationId: z.number().int(),
  organizationGuid: z.string().uuid(),
  organizationName: z.string(),
  organizationCallSign: z.string(),
  commonName: z.string(),
  authorities: z.array(z.string()),
  images: z.array(stationImageSchema),
  city: z.string(),
  state: z.string(),
  stateName: z.string(),
  website: z.string(),
  /** Kilometres from the searched ZIP code; null for a lookup by state. */
  distanceKm: z.number().nullable(),
});
export type Station = z.infer<typeof stationSchema>;

export const stationLookupReplySchema = z.object({
  organizations: z.array(stationSchema),
  /** False when no station serves the ZIP code's state: organizations are then the nearest state's. */
  zipcodeHasMatched: z.boolean(),
  isInVirginia: z.boolean(),
});
export type StationLookupReply = z.infer<typeof stationLookupReplySchema>;

/** The lookup's default ZIP (spec 1 §7: 'zip default 0'): no ZIP code given, so no station matched. */
export const NO_ZIP_CODE = '0';
export const zipLookupParamsSchema = z.object({ zip: z.literal(NO_ZIP_CODE).or(zipCodeSchema) });
export const stateLookupParamsSchema = z.object({ state: stateCodeSchema });

/** Preferred logo (spec 2 §3): the single-brand colour logo, then the co-branded one. */
export function preferredStationLogo(images: StationImage[]): string | null {
  return (
    images.find((image) => image.profile === 'color-single-brand-logo')?.url ??
    images.find((image) => image.profile === 'color-cobranded-logo')?.url ??
    null
  );
}

export const stationsQuerySchema = z.object({
  call_sign: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{2,8}$/, 'Enter a station call sign such as WGBH.'),
});

export const socialLinkSchema = z.object({
  network: z.string(),
  url: z.string(),
  /** True when the address was derived from the station's website rather than confirmed. */
  derived: z.boolean(),
});

/** The stations service detail reply (spec 2 §3): data[0].attributes. */
export const stationDetailReplySchema = z.object({
  data: z.array(
    z.object({
      type: z.literal('station'),
      id: z.string().uuid(),
      attributes: z.object({
        call_sign: z.string(),
        full_common_name: z.string(),
        short_common_name: z.string(),
        organization_name: z.string(),
        city: z.string(),
        state: z.string(),
        website: z.string(),
        donate_url: z.string().nullable(),
        social_links: z.array(socialLinkSchema),
        images: z.array(stationImageSchema),
        authorities: z.array(z.string()),
      }),
    }),
  ),
});
export type StationDetailReply = z.infer<typeof stationDetailReplySchema>;

export const stationEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['event', 'professional_development']),
  title: z.string(),
  description: z.string(),
  startsAt: z.string(),
  location: z.string(),
  url: z.string().nullable(),
});
export type StationEvent = z.infer<typeof stationEventSchema>;

/** Local data (spec 1 §3): everything a localized page needs about the current station; nulls when national. */
export const localDataSchema = z.object({
  organizationId: z.number().int().nullable(),
  organizationGuid: z.string().nullable(),
  callSign: z.string().nullable(),
  organizationName: z.string().nullable(),
  fullCommonName: z.string().nullable(),
  displayName: z.string().nullable(),
  state: z.string().nullable(),
  stateName: z.string().nullable(),
  homepageHeaderITSImage: z.string().nullable(),
  logo: z.string().nullable(),
  website: z.string().nullable(),
  donateUrl: z.string().nullable(),
  socialLinks: z.array(socialLinkSchema),
  authorities: z.array(z.string()),
  events: z.array(stationEventSchema),
});
export type LocalData = z.infer<typeof localDataSchema>;

export const localDataParamsSchema = z.object({
  organizationId: z.coerce
    .number({ message: 'The station id must be a whole number.' })
    .int('The station id must be a whole number.')
    .positive('The station id must be a whole number.'),
});

export const changeStationParamsSchema = z.object({
  id: z.string().uuid('The station id must be a station guid such as 0f8d…-….'),
});
export const changeStationQuerySchema = z.object({
  zip_code: zipCodeSchema.optional().or(z.literal('')),
  next: z.string().max(2000, 'The next address is too long.').optional(),
  /** Adds selected_tab=standards to the next address (the standards tab asked for a station). */
  selected_tab: z.literal('standards').optional(),
  /**
   * The page's csrftoken cookie, added by the page that builds the address: another site cannot
   * read it, so it cannot send someone here to change their station (see CHANGE_STATION_TOKEN_PARAM).
   */
  csrf_token: z.string().max(200).optional(),
});

/** The query parameter of change_station that must equal the csrftoken cookie. */
export const CHANGE_STATION_TOKEN_PARAM = 'csrf_token';
