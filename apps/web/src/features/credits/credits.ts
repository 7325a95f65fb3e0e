import type { Attribution } from '@lantern/shared';

/**
 * The credits of a resource group (spec 3 §3 "Resource group", "Entity roles"): the brand, the funders
 * joined by commas, and every credited organization with its roles merged into one entry. Pure.
 */

const ROLE_LABELS: Record<Attribution['role'], string> = {
  brand: 'Brand',
  producer: 'Producer',
  distributor: 'Distributor',
  funder: 'Funder',
};
const ROLE_ORDER: Attribution['role'][] = ['brand', 'producer', 'distributor', 'funder'];

export interface CreditedEntity {
  entityId: number;
  name: string;
  url: string | null;
  logoColor: string | null;
  /** Role labels in a fixed order: Brand, Producer, Distributor, Funder. */
  roles: string[];
}

export function brandOf(attributions: readonly Attribution[]): Attribution | null {
  return attributions.find((attribution) => attribution.role === 'brand') ?? null;
}

export function fundersText(attributions: readonly Attribution[]): string {
  return byOrder(attributions.filter((attribution) => attribution.role === 'funder'))
    .map((attribution) => attribution.name)
    .join(', ');
}

/** One entry per organization, in the order it was first credited, with all its roles. */
export function creditedEntities(attributions: readonly Attribution[]): CreditedEntity[] {
  const entities = new Map<number, CreditedEntity & { roleKeys: Set<Attribution['role']> }>();
  for (const attribution of byOrder(attributions)) {
    const entity = entities.get(attribution.entity_id) ?? {
      entityId: attribution.entity_id,
      name: attribution.name,
      url: attribution.url,
      logoColor: attribution.logo_color,
      roles: [],
      roleKeys: new Set(),
    };
    entity.roleKeys.add(attribution.role);
    entities.set(attribution.entity_id, entity);
  }
  return [...entities.values()].map(({ roleKeys, ...entity }) => ({
    ...entity,
    roles: ROLE_ORDER.filter((role) => roleKeys.has(role)).map((role) => ROLE_LABELS[role]),
  }));
}

function byOrder(attributions: readonly Attribution[]): Attribution[] {
  return [...attributions].sort((a, b) => a.order - b.order);
}

/** Only http(s) addresses become links; anything else is shown as plain text. */
export function safeExternalUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** The code a resource redirect points at ('/resource/{code}/…'), for following it to that resource's credits. */
export function redirectedCode(redirectUrl: string): string | null {
  const match = /\/resource\/(?:preview\/)?([^/?#]+)/.exec(redirectUrl);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}
