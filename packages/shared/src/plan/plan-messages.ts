/** What the transition plan says when a request cannot be done: one wording, shown by the API and the web app. */
export const PLAN_MESSAGES = {
  tooManyTargets: 'Choose at most two target careers',
  duplicateTarget: 'That career is already one of your targets',
  unknownOccupation: 'That career is not in the Waypoint career catalogue',
  profileRequired:
    'Create your profile first: your plan is built from your service record and separation date',
  stepNotFound: 'That step is not in your plan',
  unknownStatus: 'Choose a status: not started, in progress, done or skipped',
  benefitStatus:
    'A benefit’s status is the one in your benefits tracker: not started, in progress or done (it cannot be skipped)',
  benefitDoneOn: 'A benefit’s status is set in your benefits tracker, which keeps the day you change it',
  generatedStepDelete: 'Steps Waypoint made for your plan cannot be deleted: mark them skipped instead',
  doneOnInvalid: 'Enter the day you did it, not later than today',
  doneOnWithoutDone: 'Only a step marked done takes the day you did it',
  evidenceStep:
    'This standard is met from what you do in Waypoint, not marked by hand: the plan shows it met when the evidence is there',
  stepTitleRequired: 'Give your step a title',
  stepTitleTooLong: 'Keep the title to 120 characters',
  stepDateInvalid: 'Enter a date as YYYY-MM-DD',
  stepDatesOrder: 'The last day cannot be before the first day',
  stepHrefInvalid: 'A link must be a Waypoint page, starting with /',
  tooManySteps: 'You can add up to 50 steps of your own',
  separationDateInvalid: 'Enter a separation date as YYYY-MM-DD',
  expenseLabelRequired: 'Name each expense',
  expenseLabelTooLong: 'Keep each expense’s name to 60 characters',
  amountInvalid: 'Enter whole dollars a month, from 0 to 1,000,000',
  tooManyExpenses: 'List up to 30 expenses',
  printRateLimited:
    'You have made your plan’s PDF many times in the last minute. Please wait a minute and try again.',
} as const;

/** What the plan's views say about where their figures come from. */
export const PLAN_NOTES = {
  selfAttested: 'Marked done by you (self-attested)',
  suggestion: 'Waypoint’s suggested date, not a rule',
  nationalWages:
    'Expected pay is the national 25th to 75th percentile annual wage for the occupation, before taxes (BLS). Waypoint has no local wages, so your location is not counted: pay where you live may be higher or lower.',
  noTarget: 'Choose a target career to see the pay it offers',
  wageMarker: 'BLS does not publish a figure for this percentile, so it is not counted',
  topCoded: 'BLS publishes this percentile only as above its top-coded wage, so it is not counted',
} as const;
