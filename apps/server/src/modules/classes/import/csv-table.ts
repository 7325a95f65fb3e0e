import { parse } from 'csv-parse/sync';
import { unstorableReason } from '../../../lib/unstorable-text.ts';
import { ImportProblem } from './import-problem.ts';

/** A CSV file of an import: its header (as written) and rows keyed by header, each with its line number. */
export interface CsvTable {
  file: string;
  header: string[];
  rows: { line: number; values: Record<string, string> }[];
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The text of a file that must be UTF-8; the first line with an invalid byte is named. */
export function decodeUtf8(file: string, bytes: Uint8Array): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    let line = 1;
    let start = 0;
    for (let index = 0; index <= bytes.length; index++) {
      if (index === bytes.length || bytes[index] === 0x0a) {
        try {
          strictUtf8.decode(bytes.subarray(start, index));
        } catch {
          break;
        }
        line++;
        start = index + 1;
      }
    }
    throw new ImportProblem(
      `${file} is not UTF-8 text (line ${line} has bytes that are not UTF-8). Save it as 'CSV UTF-8' and send it again.`,
      { file, line },
    );
  }
}

/**
 * A cell the database cannot store (a NUL character: spreadsheet exports of binary files carry them) refuses the
 * whole file, naming the line and column, before anything is planned: the dry run and the apply agree.
 */
function refuseUnstorableCells(file: string, records: { record: string[]; info: { lines: number } }[]) {
  const header = records[0]?.record.map((name) => name.trim()) ?? [];
  for (const { record, info } of records) {
    record.forEach((cell, index) => {
      const reason = unstorableReason(cell);
      if (!reason) return;
      const column = info.lines === 1 ? `header field ${index + 1}` : (header[index] ?? `field ${index + 1}`);
      throw new ImportProblem(`${file}, line ${info.lines}, column '${column}': ${reason}`, {
        file,
        line: info.lines,
        column,
      });
    });
  }
}

/** Parses with the kept csv-parse; a malformed line (unclosed quote, wrong number of fields) stops the import. */
export function readCsv(file: string, bytes: Uint8Array, required: readonly string[]): CsvTable {
  const text = decodeUtf8(file, bytes);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      skip_empty_lines: true,
      info: true,
      trim: false,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new ImportProblem(`${file} is not valid CSV: ${(error as Error).message}`, {
      file,
      ...(line === undefined ? {} : { line }),
    });
  }
  refuseUnstorableCells(file, records);
  const [first, ...rest] = records;
  if (!first) throw new ImportProblem(`${file} is empty: it needs a header line.`, { file, line: 1 });
  const header = first.record.map((name) => name.trim());
  for (const column of required) {
    if (!header.includes(column)) {
      throw new ImportProblem(
        `${file} has no '${column}' column (its header line is: ${header.join(', ').slice(0, 200)}).`,
        {
          file,
          line: 1,
          column,
        },
      );
    }
  }
  const rows = rest.map(({ record, info }) => {
    const values: Record<string, string> = {};
    header.forEach((name, index) => {
      values[name] = (record[index] ?? '').trim();
    });
    return { line: info.lines, values };
  });
  return { file, header, rows };
}
