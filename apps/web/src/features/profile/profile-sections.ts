import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The fragments of the profile page (spec 2, teacher profile page) and the section they name. */
export const PROFILE_SECTIONS = {
  userProfile: 'userProfile',
  professionalInformation: 'professionalInformation',
  accountSecurity: 'accountSecurity',
  studentPrivacy: 'studentPrivacy',
} as const;

export type ProfileSectionId = (typeof PROFILE_SECTIONS)[keyof typeof PROFILE_SECTIONS];

/** Room left above a section scrolled to from the fragment (spec 2: 30 px). */
export const SECTION_SCROLL_OFFSET_PX = 30;

function isProfileSection(id: string): id is ProfileSectionId {
  return (Object.values(PROFILE_SECTIONS) as string[]).includes(id);
}

/**
 * Scrolls to the section the fragment names, 30 px below the top, once the page has content, and
 * again whenever a section link is followed. Focus moves there too, for keyboard users.
 */
export function useScrollToSection(ready: boolean): void {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: following a link to the fragment already shown (a new key) must scroll again
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!ready || !isProfileSection(id)) return;
    // A frame later, so this runs after the router's own scroll restoration for the fragment.
    const frame = requestAnimationFrame(() => {
      const section = document.getElementById(id);
      if (!section) return;
      const top = section.getBoundingClientRect().top + window.scrollY - SECTION_SCROLL_OFFSET_PX;
      window.scrollTo({ top: Math.max(0, top) });
      section.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, key, ready]);
}
