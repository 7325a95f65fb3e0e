import fs from 'node:fs';
import path from 'node:path';

/**
 * The size cap of the resized-image cache (DATA_DIR/cache/images, IMAGE_CACHE_MAX_MB): least
 * recently used variants are deleted first.
 *
 * The files themselves are the record, so every process on one DATA_DIR shares it and a restart
 * keeps it: a variant's modification time is its last use (refreshed on a hit at most once per
 * TOUCH_INTERVAL_MS, so hits cost no write). Each process counts the bytes it adds since its last
 * scan; when that count passes the cap it scans the folder and deletes the oldest variants until
 * the total is at LOW_WATER of the cap, so a full cache is not rescanned on every new variant.
 * With several processes the folder can exceed the cap by what the others added since this one's
 * last scan, at most one cap per process. Deleting a file another request is streaming is safe:
 * that request opened it first (see ensureVariant).
 */

const LOW_WATER = 0.8;
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;
/** A leftover of a render that died (its process was killed) is removed after this long. */
const STALE_TEMP_MS = 60 * 60 * 1000;

interface Entry {
  file: string;
  size: number;
  usedMs: number;
}

export class VariantCache {
  /** Bytes in the folder as this process knows them (exact after each scan). */
  private knownBytes = 0;
  private scanning: Promise<void> | null = null;

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
  ) {}

  /** Counts what is there (at start-up) and trims it when the cap was lowered since. */
  async open(): Promise<void> {
    fs.mkdirSync(this.dir, { recursive: true });
    await this.trim();
  }

  /** A variant was served from the cache: mark it used, unless that was done recently. */
  async touch(file: string, modifiedMs: number): Promise<void> {
    const now = Date.now();
    if (now - modifiedMs < TOUCH_INTERVAL_MS) return;
    // Deleted meanwhile by another process's trim: the open handle still serves this reply.
    await fs.promises.utimes(file, new Date(now), new Date(now)).catch(() => {});
  }

  /** A new variant of `size` bytes was written: trim when the cache may have passed its cap. */
  async added(size: number): Promise<void> {
    // A scan under way may have listed the folder before this file: count it after that scan.
    if (this.scanning) await this.scanning;
    this.knownBytes += size;
    if (this.knownBytes > this.maxBytes) await this.trim();
  }

  /** One scan at a time: later callers wait for it rather than delete the same files twice. */
  private trim(): Promise<void> {
    this.scanning ??= this.scanAndDelete().finally(() => {
      this.scanning = null;
    });
    return this.scanning;
  }

  private async scanAndDelete(): Promise<void> {
    const entries = await listFiles(this.dir);
    const now = Date.now();
    const variants: Entry[] = [];
    for (const entry of entries) {
      if (!entry.file.endsWith('.tmp')) variants.push(entry);
      else if (now - entry.usedMs > STALE_TEMP_MS) await fs.promises.rm(entry.file, { force: true });
    }
    let total = variants.reduce((sum, entry) => sum + entry.size, 0);
    if (total > this.maxBytes) {
      const target = this.maxBytes * LOW_WATER;
      variants.sort((a, b) => a.usedMs - b.usedMs);
      for (const entry of variants) {
        if (total <= target) break;
        await fs.promises.rm(entry.file, { force: true });
        total -= entry.size;
      }
    }
    this.knownBytes = total;
  }
}

async function listFiles(dir: string): Promise<Entry[]> {
  const names = await fs.promises.readdir(dir, { recursive: true }).catch(() => [] as string[]);
  const entries: Entry[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (stat?.isFile()) entries.push({ file, size: stat.size, usedMs: stat.mtimeMs });
  }
  return entries;
}
