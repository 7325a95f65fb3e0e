import { v5 } from 'uuid';

/** Lantern's UUIDv5 namespace for ids derived from natural keys (resource codes, slugs, call signs). */
const LANTERN_NAMESPACE = '6f1c2a52-8a4e-5d33-9a57-3c1b0e7d4f10';

/** RFC 9562 version-5 UUID: the same name always gives the same id, so re-imports keep asset ids. */
export function stableUuid(name: string, namespace = LANTERN_NAMESPACE): string {
  return v5(name, namespace);
}
