/** One station of the reference data (stations.json), as generate-stations.ts writes it. */
export interface StationSeed {
  guid: string;
  callSign: string;
  organizationName: string;
  commonName: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  website: string;
  /** `${website}/donate`: derived, not confirmed with the station. */
  donateUrl: string;
  logoColor: string;
  authorities: string[];
  socialLinks: { network: string; url: string; derived: boolean }[];
}
