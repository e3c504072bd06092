/**
 * When the hub offers crisis help (issue "Care built in"): three entries with a mood of 1 or 2 within seven days,
 * or a note with words of self-harm in that time. The server decides from the owner's own entries; the answer
 * goes to the owner only and nothing is passed on to anyone else.
 */
export const CARE_RULE = { lowMoodAtMost: 2, lowMoodEntries: 3, windowDays: 7 } as const;

export type CareReason = 'repeated-low-moods' | 'note-mentions-self-harm';
export const CARE_REASONS = ['repeated-low-moods', 'note-mentions-self-harm'] as const;

// Phrases as people write them, after lower-casing, straightening apostrophes and collapsing spaces. Broad on
// purpose: a banner shown once too often costs little, one missed can cost much more.
const SELF_HARM_PHRASES = [
  'kill myself',
  'killing myself',
  'suicide',
  'suicidal',
  'end my life',
  'ending my life',
  'take my own life',
  'take my life',
  'want to die',
  'wanna die',
  'wish i was dead',
  'wish i were dead',
  'better off dead',
  'better off without me',
  'no reason to live',
  'not worth living',
  "don't want to live",
  "don't want to be here anymore",
  'hurt myself',
  'hurting myself',
  'harm myself',
  'self-harm',
  'self harm',
  'cut myself',
  'cutting myself',
  'end it all',
  'overdose',
] as const;

function normalize(note: string): string {
  return note
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s+/g, ' ');
}

/** Whether a journal note uses words of self-harm or suicide. */
export function mentionsSelfHarm(note: string): boolean {
  const text = normalize(note);
  return SELF_HARM_PHRASES.some((phrase) => text.includes(phrase));
}

/** The Veterans Crisis Line, as the banner offers it (the same numbers as /crisis-resources). */
export const VETERANS_CRISIS_LINE = {
  call: { label: 'Call 988, then press 1', href: 'tel:988' },
  text: { label: 'Text 838255', href: 'sms:838255' },
  chat: { label: 'Chat online', href: 'https://www.veteranscrisisline.net/get-help-now/chat/' },
  resourcesPath: '/crisis-resources',
} as const;
