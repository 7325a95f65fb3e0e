import { useEffect } from 'react';
import { getPageConfig } from './page-config.ts';

/** '{Page} | {product}', the title of every page but the home and error pages. */
export function pageTitle(page: string, productName = getPageConfig().productName): string {
  return `${page} | ${productName}`;
}

/** Sets document.title while the calling page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
