import { describe, expect, it } from 'vitest';
import { FOLDER_ERRORS, FOLDER_NAME_MAX_LENGTH, folderNameFormSchema } from './folders.ts';

const messages = (name: string) => {
  const result = folderNameFormSchema.safeParse({ name });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("folderNameFormSchema (the name dialog and the picker's New folder field)", () => {
  it('hands on the name trimmed', () => {
    expect(folderNameFormSchema.parse({ name: '  Cells ' })).toEqual({ name: 'Cells' });
  });

  it("refuses an empty or blank name with the calls' message", () => {
    expect(messages('')).toEqual([FOLDER_ERRORS.nameEmpty]);
    expect(messages('   ')).toEqual([FOLDER_ERRORS.nameEmpty]);
  });

  it('counts the length after trimming', () => {
    expect(messages(` ${'a'.repeat(FOLDER_NAME_MAX_LENGTH)} `)).toEqual([]);
    expect(messages('a'.repeat(FOLDER_NAME_MAX_LENGTH + 1))).toEqual([FOLDER_ERRORS.nameTooLong]);
  });
});
