/**
 * Where the station banner (spec 3 §4) shows: see docs/decisions/0011-station-banner-pages.md.
 * The homepage shows all three variants at its top (sign-in prompt, choose-station prompt,
 * localized banner); the subject and grade pages show only the localized one, after their
 * resources. Never in the student experience (it speaks to teachers: professional development,
 * donations) nor in the add-on view (no station there at all).
 */
export type StationBannerPage = 'home' | 'browse';

export function showsStationBanner(
  page: StationBannerPage,
  { student, addOn, localized }: { student: boolean; addOn: boolean; localized: boolean },
): boolean {
  if (student || addOn) return false;
  return page === 'home' || localized;
}
