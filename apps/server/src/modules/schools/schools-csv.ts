import { parse } from 'csv-parse/sync';

/**
 * Reads a CSV of NCES districts or schools (docs/decisions/0032; README "School reference data"). Accepted headers
 * (any case, any column order, other columns ignored):
 * - districts: LEAID, LEA_NAME, a state column (STATE, ST, STATE_LOCATION, LSTATE or MSTATE), optional city
 *   (CITY, LCITY, CITY_LOCATION, MCITY) and ZIP (ZIP, LZIP, ZIP_LOCATION, MZIP) — Lantern's districts.csv,
 *   the CCD LEA directory (ccd_lea_029) or an Education Data Portal export;
 * - schools: NCESSCH, SCHOOL_NAME or SCH_NAME, LEAID, a state column, optional city, ZIP and LEVEL (or
 *   SCHOOL_LEVEL); with LEA_NAME too (the CCD school directory, ccd_sch_029) the districts come from the same file.
 * Every row is checked before anything is written; the first problem stops the import with its line number.
 */

export interface DistrictInput {
  districtGuid: string;
  name: string;
  state: string;
  city: string;
  zip: string;
}
export interface SchoolInput {
  id: string;
  districtGuid: string;
  name: string;
  state: string;
  city: string;
  zip: string;
  level: string;
  /** The CSV line, to name it when its district is missing. */
  line: number;
}
export interface SchoolData {
  kind: 'districts' | 'schools';
  districts: DistrictInput[];
  schools: SchoolInput[];
}

export class SchoolDataError extends Error {}

const COLUMNS = {
  schoolId: ['ncessch'],
  schoolName: ['school_name', 'sch_name'],
  districtId: ['leaid'],
  districtName: ['lea_name'],
  state: ['state', 'st', 'state_location', 'lstate', 'mstate'],
  city: ['city', 'lcity', 'city_location', 'mcity'],
  zip: ['zip', 'lzip', 'zip_location', 'mzip'],
  level: ['level', 'school_level'],
} as const;
type ColumnKey = keyof typeof COLUMNS;

/** The Education Data Portal codes school_level as numbers. */
const LEVEL_CODES: Record<string, string> = { '1': 'Primary', '2': 'Middle', '3': 'High', '4': 'Other' };
const NAME_MAX = 200;

function columnIndexes(header: string[]): Partial<Record<ColumnKey, number>> {
  const names = header.map((name) => name.trim().toLowerCase());
  const found: Partial<Record<ColumnKey, number>> = {};
  for (const key of Object.keys(COLUMNS) as ColumnKey[]) {
    for (const alias of COLUMNS[key]) {
      const index = names.indexOf(alias);
      if (index !== -1) {
        found[key] = index;
        break;
      }
    }
  }
  return found;
}

function parseRecords(text: string): string[][] {
  try {
    return parse(text, { bom: true, skip_empty_lines: true, relax_column_count: false }) as string[][];
  } catch (error) {
    const lines = (error as { lines?: number }).lines;
    const reason = error instanceof Error ? error.message : String(error);
    throw new SchoolDataError(`${lines ? `Line ${lines}: ` : ''}the file is not valid CSV (${reason}).`);
  }
}

export function parseSchoolCsv(text: string): SchoolData {
  const [header, ...records] = parseRecords(text);
  if (!header) throw new SchoolDataError('The file is empty: expected a header row and records.');
  const at = columnIndexes(header);
  const kind = at.schoolId !== undefined ? 'schools' : 'districts';
  const required: ColumnKey[] =
    kind === 'schools'
      ? ['schoolId', 'schoolName', 'districtId', 'state']
      : ['districtId', 'districtName', 'state'];
  const missing = required.filter((key) => at[key] === undefined);
  if (missing.length > 0) {
    throw new SchoolDataError(
      `Line 1: the header lacks ${missing.map((key) => COLUMNS[key].join(' or ').toUpperCase()).join(', ')} (it has ${header.join(', ')}). A districts file needs LEAID, LEA_NAME and STATE; a schools file NCESSCH, SCHOOL_NAME, LEAID and STATE.`,
    );
  }

  const districts = new Map<string, DistrictInput>();
  const schools = new Map<string, SchoolInput>();
  records.forEach((record, index) => {
    const line = index + 2;
    const value = (key: ColumnKey) => (at[key] === undefined ? '' : (record[at[key]] ?? '').trim());
    const fail = (message: string): never => {
      throw new SchoolDataError(`Line ${line}: ${message}`);
    };
    const districtGuid = value('districtId');
    if (!/^\d{7}$/.test(districtGuid)) {
      fail(
        `LEAID '${districtGuid}' is not an NCES district id of 7 digits (a spreadsheet may have dropped a leading zero: keep the column as text).`,
      );
    }
    const state = value('state').toUpperCase();
    if (!/^[A-Z]{2}$/.test(state)) fail(`the state '${state}' is not a two-letter code such as CA.`);
    const checkName = (name: string, column: string) => {
      if (name === '') fail(`${column} is empty.`);
      if (name.length > NAME_MAX) fail(`${column} is longer than ${NAME_MAX} characters.`);
    };
    const districtName = value('districtName');
    if (kind === 'districts' || districtName !== '') {
      checkName(districtName, 'LEA_NAME');
      const known = districts.get(districtGuid);
      if (known && kind === 'districts') fail(`district ${districtGuid} is listed twice.`);
      if (!known) {
        districts.set(districtGuid, {
          districtGuid,
          name: districtName,
          state,
          city: kind === 'districts' ? value('city') : '',
          zip: kind === 'districts' ? value('zip') : '',
        });
      }
    }
    if (kind === 'schools') {
      const id = value('schoolId');
      if (!/^\d{12}$/.test(id)) {
        fail(
          `NCESSCH '${id}' is not an NCES school id of 12 digits (keep the column as text so leading zeros stay).`,
        );
      }
      if (!id.startsWith(districtGuid))
        fail(`school ${id} does not belong to LEAID ${districtGuid} (its first 7 digits).`);
      if (schools.has(id)) fail(`school ${id} is listed twice.`);
      const name = value('schoolName');
      checkName(name, 'SCHOOL_NAME');
      const level = value('level');
      schools.set(id, {
        id,
        districtGuid,
        name,
        state,
        city: value('city'),
        zip: value('zip'),
        level: LEVEL_CODES[level] ?? (/^-?\d+$/.test(level) ? '' : level),
        line,
      });
    }
  });
  return { kind, districts: [...districts.values()], schools: [...schools.values()] };
}
