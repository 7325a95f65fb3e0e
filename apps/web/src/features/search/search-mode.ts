/**
 * The search rules of the experience modes (spec 1 §6), in a module of their own: the header search
 * box needs them on every page, the rest of the search helpers only on the search and browse pages.
 */
export interface SearchMode {
  student: boolean;
  addOn: boolean;
}

/** Filters the client adds by itself (spec 1 §6): students see student content without Lesson Plans; the add-on never lists Lesson Plans or Collections. */
export function modeFilters(mode: SearchMode): { selected: string[]; excluded: string[] } {
  if (mode.addOn)
    return {
      selected: mode.student ? ['student_content:true'] : [],
      excluded: ['media_type:Lesson Plan,Collection'],
    };
  if (mode.student) return { selected: ['student_content:true'], excluded: ['media_type:Lesson Plan'] };
  return { selected: [], excluded: [] };
}
