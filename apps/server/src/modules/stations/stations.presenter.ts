import type { Station, StationDetailReply, StationImage } from '@lantern/shared';
import escapeHtml from 'escape-html';
import { JURISDICTIONS } from '../../seed/stations/state-agencies.ts';
import type { StationRow } from './stations.repo.ts';

/** Generated wordmarks (no station artwork): served by GET /api/v2/stations/{call_sign}/logo.svg. */
export function stationImages(row: Pick<StationRow, 'callSign'>): StationImage[] {
  return [{ profile: 'color-single-brand-logo', url: `/api/v2/stations/${row.callSign}/logo.svg` }];
}

export const stateName = (state: string) => JURISDICTIONS[state]?.name ?? state;

export function presentStation(row: StationRow, distanceKm: number | null = null): Station {
  return {
    organizationId: row.organizationId,
    organizationGuid: row.guid,
    organizationName: row.organizationName,
    organizationCallSign: row.callSign,
    commonName: row.commonName,
    authorities: row.authorities,
    images: stationImages(row),
    city: row.city,
    state: row.state,
    stateName: stateName(row.state),
    website: row.website,
    distanceKm: distanceKm === null ? null : Math.round(distanceKm * 10) / 10,
  };
}

export function presentStationDetail(
  row: StationRow,
  socialLinks: { network: string; url: string; derived: boolean }[],
): StationDetailReply {
  return {
    data: [
      {
        type: 'station',
        id: row.guid,
        attributes: {
          call_sign: row.callSign,
          full_common_name: row.commonName,
          short_common_name: row.callSign,
          organization_name: row.organizationName,
          city: row.city,
          state: row.state,
          website: row.website,
          donate_url: row.donateUrl,
          social_links: socialLinks,
          images: stationImages(row),
          authorities: row.authorities,
        },
      },
    ],
  };
}

/** A wordmark of the call sign on the station's colour (white text keeps 4.5:1 on every palette colour). */
export function stationLogoSvg(row: Pick<StationRow, 'callSign' | 'commonName' | 'logoColor'>): string {
  const label = escapeHtml(row.commonName);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-label="${label}"><title>${label}</title><rect width="240" height="80" rx="10" fill="${row.logoColor}"/><text x="120" y="52" font-family="Helvetica, Arial, sans-serif" font-size="34" font-weight="700" letter-spacing="3" fill="#ffffff" text-anchor="middle">${escapeHtml(row.callSign)}</text></svg>`;
}
