import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ExternalIcon } from './icons.tsx';

/** Whether a configured site link (page config siteLinks) is a page of this app rather than another site. */
export const isInAppLink = (href: string) => /^\/(?![/\\])/.test(href);

/**
 * A link to one of the deployment's configured pages (blog, contact, help, legal): a page of this app
 * navigates in the app; another site opens in a new tab and says so.
 */
export function SiteLink({ href, children }: { href: string; children: ReactNode }) {
  if (isInAppLink(href)) return <Link to={href}>{children}</Link>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <ExternalIcon size={14} />
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
