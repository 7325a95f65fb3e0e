import { describe, expect, it } from 'vitest';
import { parseBulkNames } from './bulk-names.ts';

describe('parseBulkNames', () => {
  it('reads a first name, an optional last initial and an optional grade, by spaces or commas', () => {
    const { rows, errors } = parseBulkNames('Maria\nJosé G\nAmir k. 3\n\nLee, , K\nAna 4\nBo, T, 12', 50);
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      { first_name: 'Maria' },
      { first_name: 'José', last_initial: 'G' },
      { first_name: 'Amir', last_initial: 'K', grade: '3' },
      { first_name: 'Lee', grade: 'K' },
      { first_name: 'Ana', grade: '4' },
      { first_name: 'Bo', last_initial: 'T', grade: '12' },
    ]);
  });

  it('names the line of each part it cannot read', () => {
    const { errors } = parseBulkNames('Maria\n42\nSam Smith\nAna B 13\nA B C D', 50);
    expect(errors).toEqual([
      "Line 2: '42' is not a first name (letters only).",
      "Line 3: 'Smith' is not a last initial (one letter).",
      "Line 4: '13' is not a grade (PK, K or 1 to 12).",
      'Line 5: write a first name, then at most a last initial and a grade.',
    ]);
  });

  it('asks for a name when the list is empty, and refuses more than the limit', () => {
    expect(parseBulkNames(' \n ', 50).errors).toEqual(['Type at least one first name, one per line.']);
    expect(parseBulkNames('Al\nBo\nCy', 2).errors).toEqual([
      'At most 2 students at a time: this list has 3.',
    ]);
  });
});
