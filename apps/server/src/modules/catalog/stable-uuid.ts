import { createHash } from 'node:crypto';

/** Lantern's UUIDv5 namespace for ids derived from natural keys (resource codes, slugs). */
const LANTERN_NAMESPACE = '6f1c2a52-8a4e-5d33-9a57-3c1b0e7d4f10';

/** RFC 4122 version-5 UUID: the same name always gives the same id, so re-imports keep asset ids. */
export function stableUuid(name: string, namespace = LANTERN_NAMESPACE): string {
  const namespaceBytes = Buffer.from(namespace.replaceAll('-', ''), 'hex');
  const hash = createHash('sha1').update(namespaceBytes).update(name, 'utf8').digest();
  hash[6] = ((hash[6] as number) & 0x0f) | 0x50;
  hash[8] = ((hash[8] as number) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
