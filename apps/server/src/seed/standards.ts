import fs from 'node:fs';
import path from 'node:path';
import type { Orm } from '../db/client.ts';
import {
  type CasePackage,
  type FrameworkInfo,
  loadCasePackage,
  loadStandardConnections,
} from '../modules/catalog/standards-load.repo.ts';

/** The standards frameworks shipped with Lantern (see data/standards/SOURCES.md for sources and licences). */
export const STANDARDS_DIR = path.join(import.meta.dirname, 'data', 'standards');

/**
 * The authority of the invented sample state framework. No official state framework ships with
 * Lantern, so every seeded station also lists this authority (after its state's agency): the
 * standards tab then shows state standards, clearly marked as sample, whichever station is chosen.
 */
export const SAMPLE_STATE_AUTHORITY = 'Demonstration State Board of Education (sample)';

export const STANDARD_PACKAGES: (FrameworkInfo & { file: string })[] = [
  {
    file: 'ccss-math.json',
    key: 'ccss-math',
    scope: 'national',
    authorityName: 'Common Core State Standards',
  },
  {
    file: 'ccss-ela.json',
    key: 'ccss-ela',
    scope: 'national',
    authorityName: 'Common Core State Standards',
  },
  {
    file: 'ngss.json',
    key: 'ngss',
    scope: 'national',
    authorityName: 'Next Generation Science Standards',
  },
  {
    file: 'sample-state-science.json',
    key: 'sample-state-science',
    scope: 'state',
    stateCode: 'ZZ',
    authorityName: SAMPLE_STATE_AUTHORITY,
    isSample: true,
  },
];

const packageCache = new Map<string, CasePackage>();

export function readCasePackage(file: string): CasePackage {
  let pkg = packageCache.get(file);
  if (!pkg) {
    pkg = JSON.parse(fs.readFileSync(path.join(STANDARDS_DIR, file), 'utf8')) as CasePackage;
    packageCache.set(file, pkg);
  }
  return pkg;
}

/** The NGSS → Common Core connections (CASE isRelatedTo associations only, no items of their own). */
export const CONNECTIONS_FILE = 'ngss-ccss-connections.json';

/**
 * Loads every shipped framework (insert or update by CASE identifier), then the connections between them. Returns
 * the item count.
 */
export async function loadReferenceStandards(tx: Orm): Promise<number> {
  let items = 0;
  for (const info of STANDARD_PACKAGES) items += await loadCasePackage(tx, readCasePackage(info.file), info);
  const connections = JSON.parse(fs.readFileSync(path.join(STANDARDS_DIR, CONNECTIONS_FILE), 'utf8')) as {
    CFAssociations: CasePackage['CFAssociations'];
  };
  await loadStandardConnections(tx, connections.CFAssociations);
  return items;
}

export interface StandardCode {
  framework: string;
  code: string;
  type: string;
  levels: string[];
}

/** Coded items of the shipped frameworks, for aligning generated demo resources. */
export function listStandardCodes(): StandardCode[] {
  return STANDARD_PACKAGES.flatMap((info) =>
    readCasePackage(info.file).CFItems.flatMap((item) =>
      item.humanCodingScheme
        ? [
            {
              framework: info.key,
              code: item.humanCodingScheme,
              type: item.CFItemType ?? 'Item',
              levels: item.educationLevel ?? [],
            },
          ]
        : [],
    ),
  );
}
