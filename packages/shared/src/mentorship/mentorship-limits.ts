/** The mentorship hub's limits and messages, without zod, so a screen can read them before it loads a schema. */
export const MENTORSHIP_LIMITS = {
  /** A mentee waits on at most this many mentors at once. */
  maxPendingRequests: 3,
  /** A request nobody answers expires after this many days, and the mentee is told. */
  requestExpiryDays: 7,
  requestMessageMax: 500,
  messageMax: 5000,
  roleMax: 120,
  experienceMax: 1000,
  locationMax: 120,
  interestMax: 60,
  interestsMax: 10,
  capacityMin: 1,
  capacityMax: 10,
  slotsMax: 14,
  reportReasonMax: 500,
  /** Recommended mentors the hub shows, best first. */
  recommendations: 24,
  /** Messages shown per conversation, newest last. */
  conversationPage: 200,
} as const;

export const MENTORSHIP_MESSAGES = {
  loadFailed: 'We could not load the mentorship hub. Please try again later.',
  becomeMentee: 'Become a mentee',
  requestMessageRequired: 'Add a short message for the mentor.',
  requestMessageTooLong: `Keep the message to ${MENTORSHIP_LIMITS.requestMessageMax} characters or fewer.`,
  tooManyPending: `You already have ${MENTORSHIP_LIMITS.maxPendingRequests} pending requests. Wait for an answer before asking another mentor.`,
  requestSelf: 'You cannot request yourself as a mentor.',
  alreadyRequested: 'You already asked this mentor.',
  notMentee: 'Choose "Become a mentee" before requesting a mentor.',
  mentorNotFound: 'We could not find that mentor.',
  mentorUnavailable: 'This mentor is not taking new mentees right now.',
  requestNotFound: 'We could not find that request.',
  requestAnswered: 'This request has already been answered.',
  mentorshipNotFound: 'We could not find that mentorship.',
  messageNotFound: 'We could not find that message.',
  messageRequired: 'Write a message before sending.',
  messageTooLong: `Keep messages to ${MENTORSHIP_LIMITS.messageMax.toLocaleString('en-US')} characters or fewer.`,
  roleRequired: 'Add your current role.',
  experienceRequired: 'Describe your experience.',
  interestsRequired: 'Add at least one interest.',
  interestsTooMany: `Add at most ${MENTORSHIP_LIMITS.interestsMax} interests.`,
  channelsRequired: 'Choose at least one channel.',
  capacityRange: `Capacity is ${MENTORSHIP_LIMITS.capacityMin} to ${MENTORSHIP_LIMITS.capacityMax} mentees.`,
  slotOrder: 'A slot must end after it starts.',
  slotsTooMany: `Add at most ${MENTORSHIP_LIMITS.slotsMax} weekly slots.`,
  applicationNotFound: 'We could not find that mentor application.',
  noMentorProfile: 'Create your mentor profile first.',
  sampleMentor: 'Sample mentor: shows how matching works. Nobody answers requests to a sample mentor.',
} as const;

/** How a mentor's median answer time reads on a card. */
export function responseTimeText(medianHours: number | null): string {
  if (medianHours === null) return 'no answers yet';
  if (medianHours < 1) return 'answers within an hour';
  if (medianHours < 12) return 'answers within hours';
  if (medianHours <= 36) return 'answers in about a day';
  return `answers in about ${Math.round(medianHours / 24)} days`;
}
