/**
 * The relevance benchmark's standard-code queries (issue 23), from the shipped national CASE packages and the demo
 * library's alignments: standards in five typed forms, sub-standards (their standard's resources: grade 1),
 * clusters, domains and NGSS topics (everything beneath them) and NGSS performance expectations typed with spaces.
 * Resources aligned to the standard or beneath it are grade 2. Used by relevance-judgments.ts.
 */
import type { CatalogImportInput } from '@lantern/shared';
import { readCasePackage, STANDARD_PACKAGES } from '../apps/server/src/seed/standards.ts';
import type { JudgedQuery } from './relevance-judgments.ts';

type LibraryResource = NonNullable<CatalogImportInput['resources']>[number];

interface Item {
  id: string;
  code: string;
  type: string;
  parent: string | null;
}

export function standardJudgments(library: readonly LibraryResource[]): JudgedQuery[] {
  const judged: JudgedQuery[] = [];
  // Standards: the items, their parents and children, from the shipped packages.
  const items = new Map<string, Item>();
  const byCode = new Map<string, Item>();
  for (const info of STANDARD_PACKAGES.filter((p) => p.scope === 'national')) {
    const pkg = readCasePackage(info.file);
    const parents = new Map(
      pkg.CFAssociations.filter((a) => a.associationType === 'isChildOf').map((a) => [
        a.originNodeURI.identifier,
        a.destinationNodeURI.identifier,
      ]),
    );
    for (const cf of pkg.CFItems) {
      if (!cf.humanCodingScheme) continue;
      const item = {
        id: cf.identifier,
        code: cf.humanCodingScheme,
        type: cf.CFItemType ?? 'Item',
        parent: parents.get(cf.identifier) ?? null,
      };
      items.set(item.id, item);
      if (!byCode.has(item.code)) byCode.set(item.code, item);
    }
  }
  const aligned = new Map<string, Set<string>>(); // code → resource codes
  for (const resource of library) {
    for (const standard of resource.standards ?? []) {
      const code = typeof standard === 'string' ? standard : standard.code;
      aligned.set(code, new Set([...(aligned.get(code) ?? []), resource.resource_code]));
    }
  }
  const beneath = (code: string): Set<string> => {
    const root = byCode.get(code);
    const found = new Set<string>(aligned.get(code) ?? []);
    if (!root) return found;
    for (const item of items.values()) {
      let at: Item | undefined = item;
      while (at && at.id !== root.id) at = at.parent ? items.get(at.parent) : undefined;
      if (at) for (const r of aligned.get(item.code) ?? []) found.add(r);
    }
    return found;
  };
  const grade = (codes: Iterable<string>, value: number) =>
    Object.fromEntries([...codes].map((c) => [c, value]));

  const standardCodes = [...aligned.keys()].filter((code) => byCode.get(code)?.type === 'Standard').sort();
  const forms = [
    (c: string) => c,
    (c: string) => c.toLowerCase(),
    (c: string) =>
      /^[0-9K]\.|^HS/.test(c) ? `CCSS.MATH.CONTENT.${c.replace('-', '.')}` : `CCSS.ELA-LITERACY.${c}`,
    (c: string) => c.toLowerCase().replace(/[.-]/g, ' '),
    (c: string) => c.replace(/\./g, '-'),
  ];
  standardCodes
    .filter((_, i) => i % Math.max(1, Math.floor(standardCodes.length / 20)) === 0)
    .slice(0, 20)
    .forEach((code, i) => {
      const form = forms[i % forms.length] as (c: string) => string;
      judged.push({ q: form(code), class: 'standard-code', relevant: grade(beneath(code), 2) });
    });
  // Sub-standards: a listed component whose standard has resources reaches the standard's (grade 1: its parent).
  const components = [...items.values()].filter(
    (item) => item.type === 'Component' && item.parent && aligned.has(items.get(item.parent)?.code ?? ''),
  );
  for (const component of components.filter((_, i) => i % 7 === 0).slice(0, 8)) {
    const parent = items.get(component.parent as string) as Item;
    judged.push({
      q: component.code,
      class: 'standard-code',
      relevant: {
        ...grade(aligned.get(parent.code) ?? [], 1),
        ...grade(aligned.get(component.code) ?? [], 2),
      },
    });
  }
  // Clusters, domains, NGSS topics: everything beneath.
  for (const type of ['Cluster', 'Domain', 'Disciplinary Core Idea']) {
    const groups = [...items.values()].filter((item) => item.type === type && beneath(item.code).size > 0);
    for (const group of groups.filter((_, i) => i % 9 === 0).slice(0, 5)) {
      judged.push({ q: group.code, class: 'standard-code', relevant: grade(beneath(group.code), 2) });
    }
  }
  // NGSS performance expectations, as typed with spaces.
  const pes = standardCodes.length
    ? [...aligned.keys()].filter((c) => byCode.get(c)?.type === 'Performance Expectation')
    : [];
  for (const pe of pes
    .sort()
    .filter((_, i) => i % 8 === 0)
    .slice(0, 8)) {
    judged.push({
      q: pe.toLowerCase().replace(/-/g, ' '),
      class: 'standard-code',
      relevant: grade(aligned.get(pe) ?? [], 2),
    });
  }
  return judged;
}
