import { describe, expect, it } from 'vitest';
import { formatImportPath, labelImportProblems, parseCatalogImport } from './import-format.ts';

const minimal = {
  format: 'lantern-catalog',
  version: 1,
  resources: [
    { resource_code: 'r-1', title: 'A', media_type: 'Video', grades: ['3-5'], subjects: ['science'] },
  ],
};

describe('catalog import format', () => {
  it('fills defaults for a minimal resource', () => {
    const result = parseCatalogImport(minimal);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.resources[0]).toMatchObject({
      status: 'published',
      scope: 'resource',
      languages: ['en'],
      is_available_for_students: true,
      is_assignable: true,
      assets: [],
    });
    expect(result.data.collections).toEqual([]);
  });

  it('reports every problem with a readable path', () => {
    const result = parseCatalogImport({
      ...minimal,
      resources: [
        ...minimal.resources,
        {
          resource_code: 'r-2',
          title: 'B',
          media_type: 'Collection',
          grades: ['3-5', '3-5'],
          subjects: ['Science'],
          attributions: [
            { organization: 'a', role: 'brand' },
            { organization: 'b', role: 'brand' },
          ],
          assets: [{ kind: 'pointer', title: 'Link', is_360: true }],
          unknown_field: 1,
        },
      ],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.path).sort()).toEqual(
      [
        'resources[1]',
        'resources[1].assets[0].is_360',
        'resources[1].assets[0].url',
        'resources[1].attributions',
        'resources[1].grades',
        'resources[1].media_type',
        'resources[1].subjects[0]',
      ].sort(),
    );
  });

  it('rejects a wrong format marker or version', () => {
    expect(parseCatalogImport({ format: 'other', version: 2 }).ok).toBe(false);
    expect(parseCatalogImport([]).ok).toBe(false);
  });

  it('formats paths and labels problems with the record key', () => {
    expect(formatImportPath(['resources', 3, 'grades', 0])).toBe('resources[3].grades[0]');
    expect(formatImportPath([])).toBe('(file)');
    expect(
      labelImportProblems({ resources: [{ resource_code: 'x' }], collections: [{ slug: 'c' }] }, [
        { path: 'resources[0].title', message: 'm' },
        { path: 'collections[0].slug', message: 'm' },
        { path: 'format', message: 'm' },
      ]),
    ).toEqual([
      { path: 'resources[0].title', message: 'm', record: 'x' },
      { path: 'collections[0].slug', message: 'm', record: 'c' },
      { path: 'format', message: 'm' },
    ]);
  });
});
