/** What the transition plan says when a request cannot be done: one wording, shown by the API and the web app. */
export const PLAN_MESSAGES = {
  tooManyTargets: 'Choose at most two target careers',
  duplicateTarget: 'That career is already one of your targets',
  unknownOccupation: 'That career is not in the Waypoint career catalogue',
  profileRequired:
    'Create your profile first: your plan is built from your service record and separation date',
} as const;
