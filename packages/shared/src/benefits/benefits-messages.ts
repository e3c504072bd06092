/** The spec's Benefits messages, verbatim, and the API's own. */
export const BENEFIT_MESSAGES = {
  loadFailedDemo: 'We could not load benefits right now. Showing demo recommendations.',
  statusFailed: 'We could not update the benefit status. Please try again.',
  checklistFailed: 'We could not update the checklist. Please try again.',
  unavailable: 'We were unable to load benefits at this time.',
  notFound: 'We could not find that veteran.',
  unknownBenefitType: 'Choose a benefit type Waypoint tracks.',
  unknownStatus: 'Choose Not Started, In Progress or Completed.',
  checklistCompleted: 'Say whether the item is completed.',
  veteranIdRequired: 'A veteran id is required.',
} as const;

export const BENEFIT_SUMMARY = {
  eligibleTier: 'Eligible for VA Benefits',
  reviewTier: 'Benefits Review Needed',
  eligibleMessage: (count: number) =>
    `You qualify for ${count} ${count === 1 ? 'benefit' : 'benefits'} now. Act first on the windows that close soonest.`,
  reviewMessage:
    'No benefit is open to you today. Check the reasons below and keep your profile dates up to date.',
} as const;
