/**
 * The experience mode of a search call, in a module of its own: the header search box needs it on every page,
 * the rest of the search helpers only on the search and browse pages.
 */
export interface SearchMode {
  student: boolean;
  addOn: boolean;
}

/**
 * The mode's flags on a search, autocomplete or collection search call. The server applies what they stand
 * for (spec 1 §6: students see student content, the add-on never lists Lesson Plans or Collections); the web
 * keeps no copy of that rule (docs/decisions/0019-cards-and-audience.md).
 */
export function setModeParams(params: URLSearchParams, mode: SearchMode): void {
  if (mode.student) params.set('student', 'true');
  if (mode.addOn) params.set('add_on', 'true');
}
