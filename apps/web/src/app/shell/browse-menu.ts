/**
 * The mobile browse-by menu (spec 1 §2.7) as a pure state machine.
 * Views: initial → subjects | grades; subjects → discipline (a parent subject chosen);
 * Back: subjects → initial, grades → initial, discipline → subjects.
 */
export type BrowseView = 'initial' | 'subjects' | 'grades' | 'discipline';

export interface BrowseState {
  view: BrowseView;
  /** The parent subject shown in the discipline view. */
  subjectId: number | null;
}

export type BrowseAction =
  | { type: 'showSubjects' }
  | { type: 'showGrades' }
  | { type: 'selectSubject'; subjectId: number }
  | { type: 'back' }
  | { type: 'reset' };

export interface BrowseContext {
  /** Student experience: the Grades entry is hidden (the grade gate handles grades). */
  studentExperience: boolean;
}

export const INITIAL_BROWSE_STATE: BrowseState = { view: 'initial', subjectId: null };

export function browseMenuReducer(
  state: BrowseState,
  action: BrowseAction,
  context: BrowseContext,
): BrowseState {
  switch (action.type) {
    case 'showSubjects':
      return state.view === 'initial' ? { view: 'subjects', subjectId: null } : state;
    case 'showGrades':
      return state.view === 'initial' && !context.studentExperience
        ? { view: 'grades', subjectId: null }
        : state;
    case 'selectSubject':
      return state.view === 'subjects' ? { view: 'discipline', subjectId: action.subjectId } : state;
    case 'back':
      if (state.view === 'discipline') return { view: 'subjects', subjectId: null };
      if (state.view === 'subjects' || state.view === 'grades') return INITIAL_BROWSE_STATE;
      return state;
    case 'reset':
      return INITIAL_BROWSE_STATE;
  }
}

export type InitialEntry = 'subjects' | 'grades' | 'studentSite';

/** Entries of the initial view: Grades hidden in the student experience; Student site hidden for students and in the add-on. */
export function initialBrowseEntries(mode: {
  studentExperience: boolean;
  isStudentUser: boolean;
  addOn: boolean;
}): InitialEntry[] {
  const entries: InitialEntry[] = ['subjects'];
  if (!mode.studentExperience) entries.push('grades');
  if (!mode.studentExperience && !mode.isStudentUser && !mode.addOn) entries.push('studentSite');
  return entries;
}
