import {
  type CatalogImport,
  type ImportProblem,
  labelImportProblems,
  parseCatalogImport,
} from '@lantern/shared';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Orm } from '../../db/client.ts';
import { refreshPlannerStatistics } from '../../db/planner-statistics.ts';
import { queryRows } from '../../db/sql-rows.ts';
import { inTransaction } from '../../db/transaction.ts';
import { type CatalogWriteSummary, writeCatalog } from './catalog-write.repo.ts';
import { jsonParameter } from './sql-batch.ts';

export type CatalogImportResult =
  | { ok: true; summary: CatalogWriteSummary }
  | { ok: false; problems: ImportProblem[] };

/**
 * Imports a catalog document (already parsed from JSON): validates its shape with the shared schema, then
 * checks every reference against the file and the database, and writes everything in one transaction.
 * Any problem means nothing is written; every problem is reported with its position and field.
 */
export async function importCatalog(database: Database, value: unknown): Promise<CatalogImportResult> {
  const parsed = parseCatalogImport(value);
  if (!parsed.ok) return { ok: false, problems: labelImportProblems(value, parsed.problems) };
  const document = parsed.data;
  try {
    const imported = await inTransaction(database.orm, async (tx) => {
      const problems = await findReferenceProblems(tx, document);
      if (problems.length > 0) throw new ImportRejected(problems);
      return { ok: true as const, summary: await writeCatalog(tx, document) };
    });
    await refreshPlannerStatistics(database);
    return imported;
  } catch (error) {
    if (error instanceof ImportRejected)
      return { ok: false, problems: labelImportProblems(value, error.problems) };
    throw error;
  }
}

class ImportRejected extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super('catalog import rejected');
  }
}

/** Which of `keys` exist: `statement` joins the key list k (key) to a table and selects the matches as key. */
async function existingKeys(
  orm: Orm,
  statement: (keyList: SQL) => SQL,
  keys: Iterable<string>,
): Promise<Set<string>> {
  const list = [...new Set(keys)];
  if (list.length === 0) return new Set();
  const keyList = sql`json_array_elements_text(${jsonParameter(list)}) AS k (key)`;
  const rows = await queryRows(orm, z.object({ key: z.string() }), statement(keyList));
  return new Set(rows.map((row) => row.key));
}

/** Checks duplicates within the file and references to records that exist neither in the file nor the database. */
export async function findReferenceProblems(orm: Orm, document: CatalogImport): Promise<ImportProblem[]> {
  const problems: ImportProblem[] = [];
  const duplicates = (items: string[], label: string, field: string) => {
    const seen = new Map<string, number>();
    items.forEach((key, index) => {
      const first = seen.get(key);
      if (first !== undefined) {
        problems.push({
          path: `${label}[${index}].${field}`,
          message: `duplicates ${label}[${first}] ("${key}")`,
        });
      } else seen.set(key, index);
    });
  };
  duplicates(
    document.organizations.map((o) => o.slug),
    'organizations',
    'slug',
  );
  duplicates(
    document.projects.map((p) => p.slug),
    'projects',
    'slug',
  );
  duplicates(
    document.resources.map((r) => r.resource_code),
    'resources',
    'resource_code',
  );
  duplicates(
    document.collections.map((c) => c.slug),
    'collections',
    'slug',
  );

  const organizationRefs = [
    ...document.projects.flatMap((p) => (p.organization ? [p.organization] : [])),
    ...document.resources.flatMap((r) => [
      ...r.attributions.map((a) => a.organization),
      ...r.opt_out_organizations,
    ]),
    ...document.collections.flatMap((c) => (c.organization ? [c.organization] : [])),
  ];
  const organizationsInDb = await existingKeys(
    orm,
    (keyList) => sql`SELECT o.slug AS key FROM organizations o JOIN ${keyList} ON o.slug = k.key`,
    organizationRefs,
  );
  const organizations = new Set([...document.organizations.map((o) => o.slug), ...organizationsInDb]);

  const projectRefs = [
    ...document.resources.flatMap((r) => [r.project, r.content_project].filter((p): p is string => !!p)),
    ...document.collections.flatMap((c) => [c.project, ...(c.search_info?.cp ?? []).map((f) => f.project)]),
  ].filter((p): p is string => !!p);
  const projectsInDb = await existingKeys(
    orm,
    (keyList) => sql`SELECT p.slug AS key FROM projects p JOIN ${keyList} ON p.slug = k.key`,
    projectRefs,
  );
  const projects = new Set([...document.projects.map((p) => p.slug), ...projectsInDb]);

  const subjectRefs = [
    ...document.resources.flatMap((r) => r.subjects),
    ...document.collections.flatMap((c) => [
      ...c.subjects,
      ...(c.search_info?.ch ?? []).map((f) => f.subject),
    ]),
  ];
  const subjects = await existingKeys(
    orm,
    (keyList) => sql`SELECT s.path AS key FROM subjects s JOIN ${keyList} ON s.path = k.key`,
    subjectRefs,
  );

  const fileCodes = new Set(document.resources.map((r) => r.resource_code));
  const resourceRefs = [
    ...document.resources.flatMap((r) => r.related),
    ...document.collections.flatMap((c) => [
      ...c.resources,
      ...(c.search_info?.custom ?? []).flatMap((f) => f.resources),
    ]),
  ].filter((code) => !fileCodes.has(code));
  const resourcesInDb = await existingKeys(
    orm,
    (keyList) =>
      sql`SELECT r.resource_code AS key FROM resources r JOIN ${keyList} ON r.resource_code = k.key`,
    resourceRefs,
  );
  const resources = new Set([...fileCodes, ...resourcesInDb]);

  const fileSlugs = new Set(document.collections.map((c) => c.slug));
  const collectionsInDb = await existingKeys(
    orm,
    (keyList) => sql`SELECT c.slug AS key FROM collections c JOIN ${keyList} ON c.slug = k.key`,
    document.collections.flatMap((c) => c.subcollections).filter((slug) => !fileSlugs.has(slug)),
  );
  const collections = new Set([...fileSlugs, ...collectionsInDb]);

  const standardKey = (framework: string, code: string) => `${framework} ${code.toUpperCase()}`;
  const standards = await existingKeys(
    orm,
    (keyList) => sql`SELECT f.key || ' ' || upper(i.human_coding_scheme) AS key
     FROM standard_items i JOIN standard_frameworks f ON f.id = i.framework_id
     JOIN ${keyList} ON f.key || ' ' || upper(i.human_coding_scheme) = k.key`,
    document.resources.flatMap((r) => r.standards.map((s) => standardKey(s.framework, s.code))),
  );

  const missing = (path: string, what: string, key: string) =>
    problems.push({ path, message: `unknown ${what} "${key}"` });

  document.projects.forEach((p, i) => {
    if (p.organization && !organizations.has(p.organization)) {
      missing(`projects[${i}].organization`, 'organization', p.organization);
    }
  });
  document.resources.forEach((r, i) => {
    const at = `resources[${i}]`;
    r.attributions.forEach((a, j) => {
      if (!organizations.has(a.organization))
        missing(`${at}.attributions[${j}].organization`, 'organization', a.organization);
    });
    r.opt_out_organizations.forEach((slug, j) => {
      if (!organizations.has(slug)) missing(`${at}.opt_out_organizations[${j}]`, 'organization', slug);
    });
    if (r.project && !projects.has(r.project)) missing(`${at}.project`, 'project', r.project);
    if (r.content_project && !projects.has(r.content_project)) {
      missing(`${at}.content_project`, 'project', r.content_project);
    }
    r.subjects.forEach((path, j) => {
      if (!subjects.has(path)) missing(`${at}.subjects[${j}]`, 'subject', path);
    });
    r.related.forEach((code, j) => {
      if (!resources.has(code)) missing(`${at}.related[${j}]`, 'resource', code);
    });
    r.standards.forEach((s, j) => {
      if (!standards.has(standardKey(s.framework, s.code))) {
        missing(`${at}.standards[${j}]`, 'standard', `${s.framework} ${s.code}`);
      }
    });
  });
  document.collections.forEach((c, i) => {
    const at = `collections[${i}]`;
    if (c.organization && !organizations.has(c.organization))
      missing(`${at}.organization`, 'organization', c.organization);
    if (c.project && !projects.has(c.project)) missing(`${at}.project`, 'project', c.project);
    c.subjects.forEach((path, j) => {
      if (!subjects.has(path)) missing(`${at}.subjects[${j}]`, 'subject', path);
    });
    c.resources.forEach((code, j) => {
      if (!resources.has(code)) missing(`${at}.resources[${j}]`, 'resource', code);
    });
    c.subcollections.forEach((slug, j) => {
      if (slug === c.slug)
        problems.push({ path: `${at}.subcollections[${j}]`, message: 'a collection cannot contain itself' });
      else if (!collections.has(slug)) missing(`${at}.subcollections[${j}]`, 'collection', slug);
    });
    c.search_info?.ch.forEach((f, j) => {
      if (!subjects.has(f.subject)) missing(`${at}.search_info.ch[${j}].subject`, 'subject', f.subject);
    });
    c.search_info?.cp.forEach((f, j) => {
      if (!projects.has(f.project)) missing(`${at}.search_info.cp[${j}].project`, 'project', f.project);
    });
    const members = new Set(c.resources);
    c.search_info?.custom.forEach((f, j) => {
      f.resources.forEach((code, k) => {
        if (!members.has(code)) {
          problems.push({
            path: `${at}.search_info.custom[${j}].resources[${k}]`,
            message: `"${code}" is not one of this collection's resources`,
          });
        }
      });
    });
  });
  return problems;
}
