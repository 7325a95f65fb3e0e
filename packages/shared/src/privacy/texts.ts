/**
 * The exact texts of the student-privacy screens (spec 2 §1, "Data-privacy modal", "Classroom settings
 * form", "Data-privacy support form", "Data privacy section of the profile page", §8). Where the spec
 * gives a text it is quoted; the others are Lantern's own and live here so the server and the web app
 * say the same thing.
 */

/**
 * The version of the acknowledgement text a teacher signs. The server records it with every
 * acknowledgement (decision 0031): change it whenever PRIVACY_ACKNOWLEDGEMENT_TEXT changes.
 */
export const PRIVACY_ACKNOWLEDGEMENT_VERSION = '2023-fall-1';

/** What the acknowledgement checkbox consents to (spec 2 §5: the student privacy notice and privacy policy). */
export const PRIVACY_ACKNOWLEDGEMENT_TEXT =
  'I have read and agree to the Student Privacy Notice and the Privacy Policy, and I will use student information only as they describe.';

export const PRIVACY_TEXTS = {
  /** Title of the modal and of the success modal. */
  modalTitle: 'Student Privacy',
  /** The Fall 2023 message (spec 2 §1): acknowledgement is needed to assign and manage rosters. */
  fall2023Message:
    'Starting Fall 2023, teachers must tell us where they teach and acknowledge our Student Privacy Notice before assigning to students or managing class rosters. You can still share resources and build lessons without it, and no student information is collected until you do.',
  greeting: (firstName: string) => (firstName.trim() ? `Hi ${firstName.trim()},` : 'Hi,'),
  /** The note under the assignments link on pane 1. */
  awaitingNote: 'Your lessons awaiting assignment will be ready to assign as soon as you finish.',
  doThisLater: 'Do this later',
  provideInformationNow: 'Provide information now',
  previous: 'Previous',
  next: 'Next',
  submit: 'Submit',
  classroomSettingsHeading: 'Classroom settings',
  acknowledgementHeading: 'Sign acknowledgement',
  /** The 'do this later' confirmation (spec 2 "Data-privacy modal"). */
  doThisLaterConfirmation: 'No problem. We will send you a reminder email before the end of the school year.',
  /** The success modal's text after signing. */
  signedSuccess: 'Thank you! You can now create classes and assign resources to your students.',
  teacherTypeLegend: 'Where do you teach?',
  stateLabel: 'State',
  districtLabel: 'School district',
  schoolLabel: 'School',
  statePlaceholder: 'Enter state name',
  districtPlaceholder: 'Enter school district name',
  /** School prompts (spec 2 "Classroom settings form"). */
  schoolPlaceholder: 'Enter school name (Optional)',
  noSchoolsForDistrict: 'No schools found for this district',
  noDistrictsFound: 'No school districts found',
  /** The profile section shows this for a school not chosen (spec 2 §5). */
  notSupplied: 'Not supplied',
  changeDetails: 'Change details',
  goToAssignments: 'Go To Assignments',
  buildYourFirstLesson: 'Build Your First Lesson',
  /** Privacy update success (spec 2 §8). */
  updateSuccessTitle: 'Success',
  updateSuccessMessage: 'School information updated!',
  /** Attribution of the district and school data (spec 2 "Data-privacy support form"; data README). */
  dataAttribution:
    'District and school data: U.S. Department of Education, National Center for Education Statistics, Common Core of Data (CCD); partly through the Urban Institute Education Data Portal, made available under the Open Data Commons Attribution License (ODC-By).',
  dataAttributionUrl: 'https://educationdata.urban.org/documentation/',
} as const;

/** The profile section's button (spec 2 "Data privacy section of the profile page"). */
export const PRIVACY_PROFILE_LINKS = {
  awaiting: '/tools/assignments/tab/awaiting/',
  assigned: '/tools/assignments/',
  buildFirstLesson: '/tools/lessonbuilder/new/',
} as const;

/** The state list's first entry is NO_STATE_SELECTED (stations/states.ts), with empty state_location and abbreviation. */

/**
 * The message of the 403 that classes, rosters and assigning answer to a teacher who has not
 * acknowledged (spec 3 §5). The web app opens the modal instead of showing it.
 */
export const PRIVACY_GATE_MESSAGE =
  'Before you create classes, add students or assign, tell us where you teach and acknowledge the Student Privacy Notice: open Student Privacy on your profile page (/profile/) and submit the form.';

/** Machine-readable reason carried by the gate's 403 (`reason` next to code 'forbidden'). */
export const PRIVACY_GATE_REASON = 'privacy_acknowledgement_required';
