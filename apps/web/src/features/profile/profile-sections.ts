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

/** How long a fragment scroll follows the page while parts below it are still loading. */
const SETTLE_MS = 1500;

function scrollToSection(section: HTMLElement): void {
  const top = section.getBoundingClientRect().top + window.scrollY - SECTION_SCROLL_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top) });
}

/**
 * Scrolls to the section the fragment names, 30 px below the top, once the page has content, and
 * again whenever a section link is followed. Focus moves there too, for keyboard users. While the
 * page is still growing (sessions loading below), the scroll is repeated for a moment, unless the
 * person scrolls or types first.
 */
export function useScrollToSection(ready: boolean): void {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: following a link to the fragment already shown (a new key) must scroll again
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!ready || !isProfileSection(id)) return;
    let observer: ResizeObserver | undefined;
    const stopFollowing = () => observer?.disconnect();
    // A frame later, so this runs after the router's own scroll restoration for the fragment.
    const frame = requestAnimationFrame(() => {
      const section = document.getElementById(id);
      if (!section) return;
      scrollToSection(section);
      section.focus({ preventScroll: true });
      observer = new ResizeObserver(() => scrollToSection(section));
      observer.observe(document.body);
    });
    const timer = setTimeout(stopFollowing, SETTLE_MS);
    const events = ['wheel', 'touchmove', 'keydown', 'mousedown'] as const;
    for (const name of events) window.addEventListener(name, stopFollowing, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      stopFollowing();
      for (const name of events) window.removeEventListener(name, stopFollowing);
    };
  }, [hash, key, ready]);
}
