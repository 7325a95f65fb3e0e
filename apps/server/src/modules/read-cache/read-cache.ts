import type { CatalogValidity } from './catalog-validity.repo.ts';

/**
 * Replies of public reads (resource page, homepage calls, search, autocomplete), kept as their JSON text in this
 * process until the catalog version moves or the next expiry passes (docs/decisions/0014). Safe to lose: a miss
 * computes the reply as before. Bounded: least recently used entries go first past maxBytes or maxEntries.
 * Keys are chosen by the callers (cached-reply.ts): everything a reply depends on, and nothing user-specific.
 * The pages rendered on the server are kept in a second one (decision 0075), whose validity is this one's.
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
  /**
   * How long an entry may be served at most (ms), whatever the version says: for what moves without a catalog
   * write (the rendered pages' popular lists). Infinity: until the version moves.
   */
  maxAgeMs: number;
  /** The clock (ms); tests pass their own. */
  now?: () => number;
}

export const DEFAULT_READ_CACHE_OPTIONS: ReadCacheOptions = {
  versionMaxAgeMs: 250,
  maxBytes: 32 * 1024 * 1024,
  maxEntries: 20_000,
  maxAgeMs: Number.POSITIVE_INFINITY,
};

interface Entry<T> {
  body: T;
  size: number;
  storedAt: number;
}

/** Characters of a kept value; a string's own length by default (values other than strings say theirs). */
export type LengthOf<T> = (value: T) => number;

const stringLength: LengthOf<unknown> = (value) => (value as string).length;

export class ReadCache<T = string> {
  private entries = new Map<string, Entry<T>>();
  private bytes = 0;
  /** What the entries were computed at; every entry was computed after this was read. */
  private adopted: CatalogValidity | null = null;
  /** Moves whenever the entries are dropped: a computation begun before that is not kept. */
  private generation = 0;
  private pending = new Map<string, Promise<T | null>>();
  /** Values computed (misses that were not waiting for another request's computation). */
  private computed = 0;
  private memo: { validity: CatalogValidity; readAt: number } | null = null;
  private reading: Promise<CatalogValidity> | null = null;
  private readonly options: Required<ReadCacheOptions>;

  constructor(
    private readonly readValidity: () => Promise<CatalogValidity>,
    options: Partial<ReadCacheOptions> = {},
    private readonly lengthOf: LengthOf<T> = stringLength,
  ) {
    this.options = { ...DEFAULT_READ_CACHE_OPTIONS, now: Date.now, ...options };
  }

  /** The reply for key: kept, being computed by another request, or computed now (and kept unless null). */
  get(key: string, compute: () => Promise<T>): Promise<T>;
  get(key: string, compute: () => Promise<T | null>): Promise<T | null>;
  async get(key: string, compute: () => Promise<T | null>): Promise<T | null> {
    await this.current();
    const hit = this.entries.get(key);
    if (hit && this.options.now() - hit.storedAt >= this.options.maxAgeMs) {
      this.entries.delete(key);
      this.bytes -= hit.size;
    } else if (hit) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.body;
    }
    const waiting = this.pending.get(key);
    if (waiting) return waiting;
    const generation = this.generation;
    const pending = this.pending;
    this.computed += 1;
    const computing = compute()
      .then((body) => {
        if (body !== null && this.generation === generation) this.store(key, body);
        return body;
      })
      .finally(() => pending.delete(key));
    pending.set(key, computing);
    return computing;
  }

  stats(): { entries: number; bytes: number; computed: number } {
    return { entries: this.entries.size, bytes: this.bytes, computed: this.computed };
  }

  /**
   * The catalog validity the entries were computed at, read as get() reads it. A cache built over this one's
   * values (the rendered pages over the API replies) takes it as its own: it then never keeps, under a newer
   * version, a value made of replies this cache computed before that version.
   */
  async validity(): Promise<CatalogValidity> {
    await this.current();
    return this.adopted as CatalogValidity;
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
    const held = this.adopted;
    // An older read finishing late changes nothing: the entries are at least as new as it.
    const newer = held === null || BigInt(validity.version) > BigInt(held.version);
    if (!newer && this.options.now() < held.changesAt) return;
    this.entries.clear();
    this.bytes = 0;
    this.pending = new Map();
    this.generation += 1;
    this.adopted = validity;
  }

  private store(key: string, body: T) {
    const size = 2 * (key.length + this.lengthOf(body)) + 64;
    // One huge reply must not push out everything else.
    if (size > this.options.maxBytes / 8) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.bytes -= previous.size;
      this.entries.delete(key);
    }
    this.entries.set(key, { body, size, storedAt: this.options.now() });
    this.bytes += size;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.options.maxBytes && this.entries.size <= this.options.maxEntries) break;
      this.entries.delete(oldest);
      this.bytes -= entry.size;
    }
  }
}
