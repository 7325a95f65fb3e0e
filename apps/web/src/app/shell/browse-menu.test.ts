import { describe, expect, it } from 'vitest';
import {
  type BrowseAction,
  type BrowseState,
  browseMenuReducer,
  INITIAL_BROWSE_STATE,
  initialBrowseEntries,
} from './browse-menu.ts';

const teacher = { studentExperience: false };
const student = { studentExperience: true };

function run(actions: BrowseAction[], context = teacher): BrowseState {
  return actions.reduce((state, action) => browseMenuReducer(state, action, context), INITIAL_BROWSE_STATE);
}

describe('browseMenuReducer', () => {
  it('goes from the initial view to subjects or grades', () => {
    expect(run([{ type: 'showSubjects' }]).view).toBe('subjects');
    expect(run([{ type: 'showGrades' }]).view).toBe('grades');
  });

  it('opens a discipline when a parent subject is selected', () => {
    expect(run([{ type: 'showSubjects' }, { type: 'selectSubject', subjectId: 8337 }])).toEqual({
      view: 'discipline',
      subjectId: 8337,
    });
  });

  it('goes back from discipline to subjects, and from subjects or grades to the initial view', () => {
    const discipline = [{ type: 'showSubjects' }, { type: 'selectSubject', subjectId: 1 }] as BrowseAction[];
    expect(run([...discipline, { type: 'back' }])).toEqual({ view: 'subjects', subjectId: null });
    expect(run([...discipline, { type: 'back' }, { type: 'back' }])).toEqual(INITIAL_BROWSE_STATE);
    expect(run([{ type: 'showGrades' }, { type: 'back' }])).toEqual(INITIAL_BROWSE_STATE);
    expect(run([{ type: 'back' }])).toEqual(INITIAL_BROWSE_STATE);
  });

  it('ignores transitions that do not start from the right view', () => {
    expect(run([{ type: 'selectSubject', subjectId: 1 }]).view).toBe('initial');
    expect(run([{ type: 'showSubjects' }, { type: 'showGrades' }]).view).toBe('subjects');
    expect(run([{ type: 'showGrades' }, { type: 'showSubjects' }]).view).toBe('grades');
  });

  it('never shows grades in the student experience', () => {
    expect(run([{ type: 'showGrades' }], student).view).toBe('initial');
  });

  it('resets from anywhere', () => {
    expect(
      run([{ type: 'showSubjects' }, { type: 'selectSubject', subjectId: 2 }, { type: 'reset' }]),
    ).toEqual(INITIAL_BROWSE_STATE);
  });
});

describe('initialBrowseEntries', () => {
  it('shows everything to teachers outside the add-on', () => {
    expect(initialBrowseEntries({ studentExperience: false, isStudentUser: false, addOn: false })).toEqual([
      'subjects',
      'grades',
      'studentSite',
    ]);
  });

  it('hides Student site in the add-on', () => {
    expect(initialBrowseEntries({ studentExperience: false, isStudentUser: false, addOn: true })).toEqual([
      'subjects',
      'grades',
    ]);
  });

  it('hides Grades and Student site in the student experience', () => {
    expect(initialBrowseEntries({ studentExperience: true, isStudentUser: true, addOn: false })).toEqual([
      'subjects',
    ]);
    expect(initialBrowseEntries({ studentExperience: true, isStudentUser: false, addOn: false })).toEqual([
      'subjects',
    ]);
  });
});
