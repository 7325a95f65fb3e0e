import { describe, expect, it } from 'vitest';
import { parseAssignmentLink } from './assignment-links.ts';

describe('parseAssignmentLink', () => {
  it('reads launch and results links, with or without the last slash', () => {
    expect(parseAssignmentLink('/student/launch_assignment_proxy/abc123/R9/')).toEqual({
      kind: 'launch',
      code: 'abc123',
      roster: 'R9',
    });
    expect(parseAssignmentLink('/tools/rosters/results/assignment_results_proxy/abc123/R%209/77')).toEqual({
      kind: 'results',
      code: 'abc123',
      roster: 'R 9',
      resultId: '77',
    });
  });

  it('is null for other paths and for parts that are not valid percent-encoding', () => {
    expect(parseAssignmentLink('/student/launch_assignment_proxy/abc123/')).toBeNull();
    expect(parseAssignmentLink('/student/launch_assignment_proxy/abc%E0%A4/R9/')).toBeNull();
    expect(parseAssignmentLink('/tools/assignments/abc123/')).toBeNull();
  });
});
