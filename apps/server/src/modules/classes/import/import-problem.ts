/**
 * A file that cannot be imported at all (not a zip, missing file or column, invalid UTF-8, too big): the call
 * answers 4xx with where the problem is, before anything is planned or written. Row problems (bad ids, unknown
 * references, duplicates) are report lines instead.
 */
export class ImportProblem extends Error {
  readonly file: string | null;
  readonly line: number | null;
  readonly column: string | null;
  readonly status: number;

  constructor(
    message: string,
    where: { file?: string; line?: number; column?: string; status?: number } = {},
  ) {
    super(message);
    this.file = where.file ?? null;
    this.line = where.line ?? null;
    this.column = where.column ?? null;
    this.status = where.status ?? 422;
  }
}
