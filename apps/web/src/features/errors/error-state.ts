import { z } from 'zod';
import { safeNextPath } from '../../lib/auth-links.ts';

const relatedResourceSchema = z.object({
  title: z.string().min(1),
  url: z.string().optional(),
  id: z.union([z.string(), z.number()]).optional(),
  slug: z.string().optional(),
});

/**
 * What a page may hand to the error page in navigation state (spec 3 "Error pages"). Each field is
 * read on its own, so one malformed field does not lose the others.
 */
const errorStateSchema = z.object({
  relatedResources: z.array(z.unknown()).optional().catch(undefined),
  expirationDate: z.string().optional().catch(undefined),
  errorStatus: z.union([z.string(), z.number()]).optional().catch(undefined),
  resourceType: z.enum(['resource', 'collection']).optional().catch(undefined),
  adminLink: z.string().optional().catch(undefined),
});

export interface RelatedResourceLink {
  title: string;
  href: string;
}

export interface ErrorNavigationState {
  relatedResources: RelatedResourceLink[];
  expirationDate: string | null;
  errorStatus: string | number | null;
  resourceType: 'resource' | 'collection' | null;
  adminLink: string | null;
}

function relatedHref(resource: z.infer<typeof relatedResourceSchema>): string | null {
  const own = safeNextPath(resource.url);
  if (own) return own;
  const key = resource.slug ?? resource.id;
  return key === undefined || key === '' ? null : `/resource/${encodeURIComponent(String(key))}/`;
}

/** An admin link may lead to the CMS on another host, but only over http(s). */
function safeAdminLink(value: string | undefined): string | null {
  if (!value) return null;
  const path = safeNextPath(value);
  if (path) return path;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function readErrorState(state: unknown): ErrorNavigationState {
  const parsed = errorStateSchema.safeParse(state ?? {});
  const data = parsed.success ? parsed.data : {};
  const relatedResources = (data.relatedResources ?? []).flatMap((item) => {
    const resource = relatedResourceSchema.safeParse(item);
    const href = resource.success ? relatedHref(resource.data) : null;
    return resource.success && href ? [{ title: resource.data.title, href }] : [];
  });
  return {
    relatedResources,
    expirationDate: data.expirationDate ?? null,
    errorStatus: data.errorStatus ?? null,
    resourceType: data.resourceType ?? null,
    adminLink: safeAdminLink(data.adminLink),
  };
}
