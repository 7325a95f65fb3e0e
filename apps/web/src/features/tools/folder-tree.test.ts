import { describe, expect, it } from 'vitest';
import { moveTargets, subtreeIds, treeRows } from './folder-tree.ts';

const ROOT = 1;
const folders = [
  { pk: 2, name: 'Science', description: '', parent: ROOT },
  { pk: 3, name: 'Cells', description: '', parent: 2 },
  { pk: 4, name: 'Mitosis', description: '', parent: 3 },
  { pk: 5, name: 'Math', description: '', parent: ROOT },
];

describe('folder tree', () => {
  it('lists folders depth first with their depth and path', () => {
    expect(treeRows(folders, ROOT).map((row) => [row.folder.pk, row.depth, row.path.join(' / ')])).toEqual([
      [2, 0, 'Science'],
      [3, 1, 'Science / Cells'],
      [4, 2, 'Science / Cells / Mitosis'],
      [5, 0, 'Math'],
    ]);
  });

  it('finds a folder with everything below it', () => {
    expect([...subtreeIds(folders, 3)].sort()).toEqual([3, 4]);
    expect([...subtreeIds(folders, 2)].sort()).toEqual([2, 3, 4]);
  });

  it('never offers a move into the folder itself, a subfolder of it, or where it already is', () => {
    expect(moveTargets(folders, ROOT, 3).map((target) => target.label)).toEqual(['Top level', 'Math']);
    expect(moveTargets(folders, ROOT, 2).map((target) => target.label)).toEqual(['Math']);
    expect(moveTargets(folders, ROOT, 5).map((target) => target.pk)).toEqual([2, 3, 4]);
  });
});
