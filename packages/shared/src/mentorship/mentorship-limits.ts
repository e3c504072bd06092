/**
 * The mentorship hub's limits, choices, labels, messages and live events, without zod, so a screen can read them
 * before it loads a schema (`./mentorship`).
 */
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
  sampleMentor: 'Sample mentor: shows how matching works. Not a real person, and cannot be requested.',
  sampleNotRequestable:
    'Sample mentors only show how matching works and cannot be requested. Choose one of your recommended mentors.',
} as const;

/** How a mentor's median answer time reads on a card. */
export function responseTimeText(medianHours: number | null): string {
  if (medianHours === null) return 'no answers yet';
  if (medianHours < 1) return 'answers within an hour';
  if (medianHours < 12) return 'answers within hours';
  if (medianHours <= 36) return 'answers in about a day';
  return `answers in about ${Math.round(medianHours / 24)} days`;
}

export const MENTOR_CHANNELS = ['video', 'phone', 'chat'] as const;
export type MentorChannel = (typeof MENTOR_CHANNELS)[number];
export const MENTOR_CHANNEL_LABELS: Record<MentorChannel, string> = {
  video: 'Video',
  phone: 'Phone',
  chat: 'Chat',
};

/**
 * A mentor's industry: a major group of the Standard Occupational Classification, the same codes the career
 * catalogue's civilian occupations carry (their first two digits), so a mentee's target occupations can be matched.
 */
export const INDUSTRY_LABELS = {
  '11': 'Management',
  '13': 'Business and financial operations',
  '15': 'Computer and mathematical',
  '17': 'Architecture and engineering',
  '19': 'Life, physical and social science',
  '21': 'Community and social service',
  '23': 'Legal',
  '25': 'Education and library',
  '27': 'Arts, design, entertainment and media',
  '29': 'Healthcare practitioners',
  '31': 'Healthcare support',
  '33': 'Protective service',
  '35': 'Food preparation and serving',
  '37': 'Building and grounds maintenance',
  '39': 'Personal care and service',
  '41': 'Sales',
  '43': 'Office and administrative support',
  '45': 'Farming, fishing and forestry',
  '47': 'Construction and extraction',
  '49': 'Installation, maintenance and repair',
  '51': 'Production',
  '53': 'Transportation and material moving',
} as const;
export type Industry = keyof typeof INDUSTRY_LABELS;
export const INDUSTRIES = Object.keys(INDUSTRY_LABELS) as [Industry, ...Industry[]];

export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  MON: 'Monday',
  TUE: 'Tuesday',
  WED: 'Wednesday',
  THU: 'Thursday',
  FRI: 'Friday',
  SAT: 'Saturday',
  SUN: 'Sunday',
};

export const MENTOR_STATUSES = ['pending', 'approved'] as const;
export type MentorStatus = (typeof MENTOR_STATUSES)[number];

export const REQUEST_STATES = ['idle', 'pending', 'accepted', 'declined', 'expired'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

export const REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'expired'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const MENTORSHIP_VIEWS = ['mentee', 'mentor', 'admin'] as const;
export type MentorshipView = (typeof MENTORSHIP_VIEWS)[number];

/** Live events (SSE): hints to refetch, carrying ids only. */
export const MENTORSHIP_EVENTS = {
  message: 'mentorship.message',
  changed: 'mentorship.changed',
} as const;
