import type { CatalogValidity } from './catalog-validity.repo.ts';

/**
 * Replies of public reads (resource page, homepage calls, search, autocomplete), kept as their JSON text in this
 * process until the catalog version moves or the next expiry passes (docs/decisions/0014). Safe to lose: a miss
 * computes the reply as before. Bounded: least recently used entries go first past maxBytes or maxEntries.
 * Keys are chosen by the callers (cached-reply.ts): everything a reply depends on, and nothing user-specific.
 */

export interface ReadCacheOptions {
  /**
   * How long one read of the catalog version answers for (ms). 0: read it for every request, so a write shows
   * in the very next reply. Above 0, a write in any process shows within this long, and a burst of cached
   * reads costs no database work at all (PGlite runs in the Node thread: a statement blocks every request).
   */
  versionMaxAgeMs: number;
  /** Cap on the entries' size, counting two bytes per character of key and reply. */
  maxBytes: number;
  maxEntries: number;
  /** The clock (ms); tests pass their own. */
  now?: () => number;
}

export const DEFAULT_READ_CACHE_OPTIONS: ReadCacheOptions = {
  versionMaxAgeMs: 250,
  maxBytes: 32 * 1024 * 1024,
  maxEntries: 20_000,
};

interface Entry {
  body: string;
  size: number;
}

const sizeOf = (key: string, body: string) => 2 * (key.length + body.length) + 64;

export class ReadCache {
  private entries = new Map<string, Entry>();
  private bytes = 0;
  /** What the entries were computed at; every entry was computed after this was read. */
  private validity: CatalogValidity | null = null;
  /** Moves whenever the entries are dropped: a computation begun before that is not kept. */
  private generation = 0;
  private pending = new Map<string, Promise<string | null>>();
  private memo: { validity: CatalogValidity; readAt: number } | null = null;
  private reading: Promise<CatalogValidity> | null = null;
  private readonly options: Required<ReadCacheOptions>;

  constructor(
    private readonly readValidity: () => Promise<CatalogValidity>,
    options: Partial<ReadCacheOptions> = {},
  ) {
    this.options = { ...DEFAULT_READ_CACHE_OPTIONS, now: Date.now, ...options };
  }

  /** The reply for key: kept, being computed by another request, or computed now (and kept unless null). */
  get(key: string, compute: () => Promise<string>): Promise<string>;
  get(key: string, compute: () => Promise<string | null>): Promise<string | null>;
  async get(key: string, compute: () => Promise<string | null>): Promise<string | null> {
    await this.current();
    const hit = this.entries.get(key);
    if (hit) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.body;
    }
    const waiting = this.pending.get(key);
    if (waiting) return waiting;
    const generation = this.generation;
    const pending = this.pending;
    const computing = compute()
      .then((body) => {
        if (body !== null && this.generation === generation) this.store(key, body);
        return body;
      })
      .finally(() => pending.delete(key));
    pending.set(key, computing);
    return computing;
  }

  stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** The catalog validity for this request: the memo while young enough, else a fresh read. */
  private async current(): Promise<void> {
    const { versionMaxAgeMs, now } = this.options;
    const at = now();
    const memo = this.memo;
    if (versionMaxAgeMs > 0) {
      if (memo && at - memo.readAt < versionMaxAgeMs && at < memo.validity.changesAt) return;
      // Requests arriving while a read is on its way share it (it is younger than the age allowed).
      if (this.reading) {
        await this.reading;
        return;
      }
    }
    const reading = this.readValidity();
    if (versionMaxAgeMs > 0) this.reading = reading;
    try {
      const validity = await reading;
      this.memo = { validity, readAt: at };
      this.adopt(validity);
    } finally {
      if (this.reading === reading) this.reading = null;
    }
  }

  /** Drops the entries when the catalog moved on or the next expiry passed. */
  private adopt(validity: CatalogValidity) {
    const held = this.validity;
    // An older read finishing late changes nothing: the entries are at least as new as it.
    const newer = held === null || BigInt(validity.version) > BigInt(held.version);
    if (!newer && this.options.now() < held.changesAt) return;
    this.entries.clear();
    this.bytes = 0;
    this.pending = new Map();
    this.generation += 1;
    this.validity = validity;
  }

  private store(key: string, body: string) {
    const size = sizeOf(key, body);
    // One huge reply must not push out everything else.
    if (size > this.options.maxBytes / 8) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.bytes -= previous.size;
      this.entries.delete(key);
    }
    this.entries.set(key, { body, size });
    this.bytes += size;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.options.maxBytes && this.entries.size <= this.options.maxEntries) break;
      this.entries.delete(oldest);
      this.bytes -= entry.size;
    }
  }
}
