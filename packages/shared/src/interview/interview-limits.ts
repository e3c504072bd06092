/** The spec's question packs, difficulties and practice modes (section 3, "Interview"). */
export const INTERVIEW_PACKS = ['behavioral', 'technical', 'leadership'] as const;
export type InterviewPack = (typeof INTERVIEW_PACKS)[number];

export const INTERVIEW_DIFFICULTIES = ['standard', 'challenge', 'executive'] as const;
export type InterviewDifficulty = (typeof INTERVIEW_DIFFICULTIES)[number];

export const INTERVIEW_MODES = ['text', 'voice'] as const;
export type InterviewMode = (typeof INTERVIEW_MODES)[number];

export const INTERVIEW_PACK_LABELS: Record<InterviewPack, string> = {
  behavioral: 'Behavioral',
  technical: 'Technical',
  leadership: 'Leadership',
};

export const INTERVIEW_DIFFICULTY_LABELS: Record<InterviewDifficulty, string> = {
  standard: 'Standard',
  challenge: 'Challenge',
  executive: 'Executive',
};

export const INTERVIEW_MODE_LABELS: Record<InterviewMode, string> = {
  text: 'Text',
  voice: 'Voice (beta)',
};

export const INTERVIEW_LIMITS = {
  /** An answer longer than this is refused (issue 13: "answers over 5,000 characters"). */
  responseMaxLength: 5_000,
  /** Questions one session asks, at most: those of the pack and difficulty the person has practised least. */
  questionsPerSession: 3,
  /** Entries one saved session may hold. */
  entriesMax: 50,
  promptMaxLength: 500,
  guidanceMaxLength: 1_000,
  /** Recent sessions the list answers, newest first. */
  recentSessions: 20,
  /** The score is out of 5 (spec section 9). */
  maxScore: 5,
} as const;

/** The spec's interview messages (validation rule and error catalogue), verbatim. */
export const INTERVIEW_MESSAGES = {
  emptyResponse: 'Add a response before submitting.',
  noQuestions: 'No questions available. Try another pack.',
  loadFailed: 'We could not load questions. Please try again.',
  evaluateFailed: 'We could not evaluate your response. Please try again.',
  saveFailed: 'We could not save your session. You can retry or export manually.',
  responseTooLong: `Keep your response under ${INTERVIEW_LIMITS.responseMaxLength.toLocaleString('en-US')} characters.`,
  pack: 'Choose a question pack: behavioral, technical or leadership.',
  difficulty: 'Choose a difficulty: standard, challenge or executive.',
  mode: 'Choose a practice mode: text or voice.',
  sessionNotFound: 'We could not find that interview session.',
  questionNotFound: 'We could not find that interview question.',
  unknownQuestion: 'This question is not in the question bank.',
  voiceUnavailable:
    'Voice practice is not available in this browser: it offers no speech recognition. Text practice works as usual.',
  voiceNoMicrophone:
    'Voice practice is not available in this browser: it finds no microphone. Text practice works as usual.',
  voiceServiceFailed:
    'Voice practice is not available in this browser: its speech recognition service did not answer. Text practice works as usual.',
  voiceNotAllowed:
    'Voice practice needs permission to use the microphone, which the browser refused. Text practice works as usual.',
} as const;
