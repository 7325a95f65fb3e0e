/**
 * The assignment links of spec 1 §2.6, as a classroom platform or a mail carries them:
 * /student/launch_assignment_proxy/{assignmentCode}/{rosterCode} and
 * /tools/rosters/results/assignment_results_proxy/{assignmentCode}/{rosterCode}/{resultId}.
 * The server embeds the launch data for them; the web app's guard sends a signed-in person on.
 */
export type AssignmentLink =
  | { kind: 'launch'; code: string; roster: string }
  | { kind: 'results'; code: string; roster: string; resultId: string };

const LAUNCH = /^\/student\/launch_assignment_proxy\/([^/?#]+)\/([^/?#]+)\/?$/;
const RESULTS = /^\/tools\/rosters\/results\/assignment_results_proxy\/([^/?#]+)\/([^/?#]+)\/([^/?#]+)\/?$/;

function decoded(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/** The link a path is, or null (also for a part that is not valid percent-encoding). */
export function parseAssignmentLink(pathname: string): AssignmentLink | null {
  const launch = LAUNCH.exec(pathname);
  if (launch) {
    const [code, roster] = [decoded(launch[1] as string), decoded(launch[2] as string)];
    return code && roster ? { kind: 'launch', code, roster } : null;
  }
  const results = RESULTS.exec(pathname);
  if (results) {
    const [code, roster, resultId] = [1, 2, 3].map((index) => decoded(results[index] as string));
    return code && roster && resultId ? { kind: 'results', code, roster, resultId } : null;
  }
  return null;
}

/** The element of the page that carries an assignment link's launch data: `{"name":…,"poster_url":…}`. */
export const LAUNCH_DATA_ELEMENT_ID = 'launch-assignment-data';
