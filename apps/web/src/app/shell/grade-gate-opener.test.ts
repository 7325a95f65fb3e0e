import { describe, expect, it, vi } from 'vitest';
import { currentGradeGateOpener, registerGradeGateOpener } from './grade-gate-opener.ts';

describe('registerGradeGateOpener', () => {
  it('exposes the registered opener until it is unregistered', () => {
    const open = vi.fn();
    const unregister = registerGradeGateOpener(open);
    expect(currentGradeGateOpener()).toBe(open);
    unregister();
    expect(currentGradeGateOpener()).toBeNull();
  });

  it('ignores a stale unregister after a newer opener took over', () => {
    const first = vi.fn();
    const second = vi.fn();
    const unregisterFirst = registerGradeGateOpener(first);
    const unregisterSecond = registerGradeGateOpener(second);
    unregisterFirst();
    expect(currentGradeGateOpener()).toBe(second);
    unregisterSecond();
    expect(currentGradeGateOpener()).toBeNull();
  });
});
