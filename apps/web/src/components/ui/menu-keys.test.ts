import { describe, expect, it } from 'vitest';
import { menuKeyTarget } from './menu-keys.ts';

const labels = ['Science', 'Social Studies', 'Mathematics', 'The Arts'];

describe('menuKeyTarget', () => {
  it('moves down and up with wrap-around', () => {
    expect(menuKeyTarget('ArrowDown', -1, labels)).toBe(0);
    expect(menuKeyTarget('ArrowDown', 3, labels)).toBe(0);
    expect(menuKeyTarget('ArrowUp', 0, labels)).toBe(3);
    expect(menuKeyTarget('ArrowUp', 2, labels)).toBe(1);
  });

  it('jumps to the ends', () => {
    expect(menuKeyTarget('Home', 2, labels)).toBe(0);
    expect(menuKeyTarget('End', 0, labels)).toBe(3);
  });

  it('closes on Escape', () => {
    expect(menuKeyTarget('Escape', 1, labels)).toBe('close');
    expect(menuKeyTarget('Escape', -1, [])).toBe('close');
  });

  it('finds the next item by first letter, case-insensitively', () => {
    expect(menuKeyTarget('s', 0, labels)).toBe(1);
    expect(menuKeyTarget('S', 1, labels)).toBe(0);
    expect(menuKeyTarget('t', 0, labels)).toBe(3);
    expect(menuKeyTarget('z', 0, labels)).toBeNull();
  });

  it('ignores other keys', () => {
    expect(menuKeyTarget('Tab', 0, labels)).toBeNull();
    expect(menuKeyTarget(' ', 0, labels)).toBeNull();
    expect(menuKeyTarget('ArrowDown', -1, [])).toBeNull();
  });
});
