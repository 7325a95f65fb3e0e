import { describe, expect, it } from 'vitest';
import { isResultsProxyPath, loginRequiredHeading, parseLaunchData } from './launch-data.ts';

describe('launch data', () => {
  it('reads name and poster_url', () => {
    expect(parseLaunchData('{"name":"Cells at Work","poster_url":"/media/p.jpg"}')).toEqual({
      name: 'Cells at Work',
      posterUrl: '/media/p.jpg',
    });
  });
  it('tolerates missing, blank or broken data', () => {
    expect(parseLaunchData(null)).toEqual({ name: null, posterUrl: null });
    expect(parseLaunchData('{oops')).toEqual({ name: null, posterUrl: null });
    expect(parseLaunchData('{"name":"  ","poster_url":7}')).toEqual({ name: null, posterUrl: null });
  });
});

describe('loginRequiredHeading', () => {
  it('names the assignment, or says "your assignment"', () => {
    expect(loginRequiredHeading('Cells at Work', 'assignment')).toBe(
      'You must be logged in to view Cells at Work',
    );
    expect(loginRequiredHeading(null, 'assignment')).toBe('You must be logged in to view your assignment');
  });
  it('has the results wording', () => {
    expect(loginRequiredHeading('Cells at Work', 'results')).toBe(
      'You must be logged in to view results for Cells at Work',
    );
    expect(loginRequiredHeading(null, 'results')).toBe(
      'You must be logged in to view results for your assignment',
    );
  });
  it('tells the results link from the launch link', () => {
    expect(isResultsProxyPath('/tools/rosters/results/assignment_results_proxy/a/b/1')).toBe(true);
    expect(isResultsProxyPath('/student/launch_assignment_proxy/a/b')).toBe(false);
  });
});
