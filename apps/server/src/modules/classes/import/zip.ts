import { Unzip, UnzipInflate } from 'fflate';
import { ImportProblem } from './import-problem.ts';

/**
 * Reads the entries of a zip that an import needs, guarded against zip bombs: at most MAX_ZIP_ENTRIES entries,
 * and the bytes actually inflated (not the sizes the headers claim) are counted and stop the read past
 * MAX_UNCOMPRESSED_BYTES. Entries are matched by their base name (a district's export may put them in a folder).
 */

export const MAX_ZIP_ENTRIES = 100;
/** 15,000 students and their enrollments come to about 6 MB; 100 MiB is far beyond any district's export. */
export const MAX_UNCOMPRESSED_BYTES = 100 * 1024 ** 2;

const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

export function looksLikeZip(bytes: Uint8Array): boolean {
  return isZip(bytes);
}

export function readZipEntries(
  bytes: Uint8Array,
  wanted: readonly string[],
  limits = { entries: MAX_ZIP_ENTRIES, bytes: MAX_UNCOMPRESSED_BYTES },
): Map<string, Uint8Array> {
  const chunks = new Map<string, Uint8Array[]>();
  let entries = 0;
  let total = 0;
  let problem: ImportProblem | null = null;
  const unzip = new Unzip((file) => {
    if (problem) return;
    entries++;
    if (entries > limits.entries) {
      problem = new ImportProblem(
        `The zip has more than ${limits.entries} entries; a OneRoster export has six to a dozen files.`,
      );
      return;
    }
    const base = file.name.split('/').pop() ?? file.name;
    if (!wanted.includes(base) || file.name.startsWith('__MACOSX/')) return;
    if (chunks.has(base)) {
      problem = new ImportProblem(`The zip holds ${base} twice.`, { file: base });
      return;
    }
    const parts: Uint8Array[] = [];
    chunks.set(base, parts);
    file.ondata = (error, data) => {
      if (problem) return;
      if (error) {
        problem = new ImportProblem(`${base} in the zip is damaged (${error.message}).`, { file: base });
        return;
      }
      total += data.length;
      if (total > limits.bytes) {
        problem = new ImportProblem(
          `The zip unpacks to more than ${Math.round(limits.bytes / 1024 ** 2)} MiB; it was not read further.`,
          { status: 413 },
        );
        file.terminate();
        return;
      }
      parts.push(data);
    };
    try {
      file.start();
    } catch {
      problem = new ImportProblem(
        `${base} is stored with a compression method other than deflate; zip it again with a common tool.`,
        { file: base },
      );
    }
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch (error) {
    problem ??= new ImportProblem(`The zip could not be read (${(error as Error).message}).`);
  }
  if (problem) throw problem;
  const files = new Map<string, Uint8Array>();
  for (const [name, parts] of chunks) files.set(name, Buffer.concat(parts));
  return files;
}
