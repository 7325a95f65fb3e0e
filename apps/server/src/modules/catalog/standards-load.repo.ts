import { EDUCATION_LEVELS } from '@lantern/shared';
import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { standardFrameworks } from '../../db/schema.ts';
import { insertRows } from './sql-batch.ts';

/** The parts of a 1EdTech CASE package that Lantern stores. */
export interface CasePackage {
  CFDocument: {
    identifier: string;
    title: string;
    creator?: string;
    publisher?: string;
    version?: string;
    officialSourceURL?: string;
    subject?: string[];
    notes?: string;
    licenseURI?: { title?: string; uri?: string };
  };
  CFItems: {
    identifier: string;
    uri?: string;
    fullStatement: string;
    humanCodingScheme?: string;
    alternativeLabel?: string;
    listEnumeration?: string;
    CFItemType?: string;
    educationLevel?: string[];
    notes?: string;
  }[];
  CFAssociations: {
    associationType: string;
    sequenceNumber?: number;
    originNodeURI: { identifier: string };
    destinationNodeURI: { identifier: string };
  }[];
}

/** What CASE does not say about a framework: Lantern's key for it, its scope and the authority's name. */
export interface FrameworkInfo {
  key: string;
  scope: 'national' | 'state';
  stateCode?: string;
  authorityName: string;
  isSample?: boolean;
}

const KNOWN_EDUCATION_LEVELS = new Set<string>(EDUCATION_LEVELS);

/**
 * Loads (or reloads) one CASE package: the CFDocument becomes a framework, each CFItem an item whose
 * parent comes from its isChildOf association (none when the parent is the document itself).
 */
export async function loadCasePackage(tx: Orm, pkg: CasePackage, info: FrameworkInfo) {
  const document = pkg.CFDocument;
  const framework = {
    key: info.key,
    title: document.title,
    scope: info.scope,
    stateCode: info.stateCode ?? null,
    authorityName: info.authorityName,
    subject: (document.subject ?? []).join(', '),
    version: document.version ?? '',
    officialSourceUrl: document.officialSourceURL ?? null,
    licenseTitle: document.licenseURI?.title ?? null,
    licenseUri: document.licenseURI?.uri ?? null,
    notes: document.notes ?? '',
    isSample: info.isSample ?? false,
  };
  await tx
    .insert(standardFrameworks)
    .values({ id: document.identifier, ...framework })
    .onConflictDoUpdate({ target: standardFrameworks.id, set: framework });

  const parents = new Map<string, { parent: string | null; sequence: number }>();
  for (const association of pkg.CFAssociations) {
    if (association.associationType !== 'isChildOf') continue;
    const parent = association.destinationNodeURI.identifier;
    parents.set(association.originNodeURI.identifier, {
      parent: parent === document.identifier ? null : parent,
      sequence: association.sequenceNumber ?? 0,
    });
  }
  const rows = pkg.CFItems.map((item, index) => {
    const placement = parents.get(item.identifier);
    return {
      id: item.identifier,
      framework_id: document.identifier,
      parent_id: placement?.parent ?? null,
      uri: item.uri ?? null,
      human_coding_scheme: item.humanCodingScheme ?? null,
      alternative_label: item.alternativeLabel ?? null,
      full_statement: item.fullStatement,
      notes: item.notes ?? '',
      item_type: item.CFItemType ?? 'Item',
      list_enumeration: item.listEnumeration ?? null,
      education_levels: (item.educationLevel ?? []).filter((level) => KNOWN_EDUCATION_LEVELS.has(level)),
      sort_order: placement?.sequence ?? index,
    };
  });
  // One statement: foreign keys between items of the same package are checked at its end.
  await insertRows(
    tx,
    (
      json,
    ) => sql`INSERT INTO standard_items (id, framework_id, parent_id, uri, human_coding_scheme, alternative_label,
       full_statement, notes, item_type, list_enumeration, education_levels, sort_order)
     SELECT x.id, x.framework_id, x.parent_id, x.uri, x.human_coding_scheme, x.alternative_label, x.full_statement,
       x.notes, x.item_type, x.list_enumeration,
       ARRAY(SELECT json_array_elements_text(x.education_levels)), x.sort_order
     FROM json_to_recordset(${json}) AS x (id uuid, framework_id uuid, parent_id uuid, uri text, human_coding_scheme text,
       alternative_label text, full_statement text, notes text, item_type text, list_enumeration text,
       education_levels json, sort_order integer)
     ON CONFLICT (id) DO UPDATE SET framework_id = excluded.framework_id, parent_id = excluded.parent_id,
       uri = excluded.uri, human_coding_scheme = excluded.human_coding_scheme,
       alternative_label = excluded.alternative_label, full_statement = excluded.full_statement,
       notes = excluded.notes, item_type = excluded.item_type, list_enumeration = excluded.list_enumeration,
       education_levels = excluded.education_levels, sort_order = excluded.sort_order`,
    rows,
  );
  return rows.length;
}

/**
 * Replaces the isRelatedTo connections between loaded items (an NGSS expectation → the Common Core standards it
 * lists). A connection whose item is not loaded is left out, so a package can be loaded without the other.
 */
export async function loadStandardConnections(tx: Orm, associations: CasePackage['CFAssociations']) {
  const rows = associations
    .filter((a) => a.associationType === 'isRelatedTo')
    .map((a) => ({ from: a.originNodeURI.identifier, to: a.destinationNodeURI.identifier }));
  await tx.execute(sql`DELETE FROM standard_connections`);
  await insertRows(
    tx,
    (json) => sql`INSERT INTO standard_connections (from_item_id, to_item_id)
      SELECT DISTINCT x.from, x.to FROM json_to_recordset(${json}) AS x ("from" uuid, "to" uuid)
      JOIN standard_items f ON f.id = x.from JOIN standard_items t ON t.id = x.to
      WHERE x.from <> x.to`,
    rows,
  );
  return rows.length;
}
