/** The four parts of a STAR answer, in the order a listener expects them. */
export const STAR_PARTS = ['situation', 'task', 'action', 'result'] as const;
export type StarPart = (typeof STAR_PARTS)[number];

/*
 * The phrases that open each part. A labelled answer ("Situation: …") is found by the part's own name; an
 * ordinary one by the phrases people use: "when I was…" sets the scene, "my task was…" names the job, a
 * first-person past-tense verb ("I built", "I led") is an action, and "as a result…" or a change verb
 * ("reduced", "increased") reports the result.
 */
const CUES: Record<StarPart, RegExp> = {
  situation:
    /\b(?:situation|background|context|at the time|when I was|while I was|while serving|while deployed|during my|in (?:19|20)\d\d|there was a|we were facing|I was (?:stationed|assigned|serving|working) (?:at|as|in|on|with)|(?:in|at) my (?:last|previous|prior|current|first) (?:role|job|position|assignment|unit|team|company))\b/i,
  task: /\b(?:task|tasked|my (?:job|role|responsibility|goal|assignment) was|I was responsible|I was asked to|I needed to|I had to|the goal was|the challenge was|the problem was|(?:our|my) objective was)\b/i,
  action:
    /\b(?:action|I (?:(?!needed|wanted|tasked|assigned|asked|supposed|expected|required|used to)[a-z]+ed|built|led|made|took|wrote|ran|set up|spoke|met|brought|taught|began|drove|chose|sent|went|broke|gave|found|kept|put together|held|laid out|sat down))\b/i,
  result:
    /\b(?:results?|as a result|resulted in|in the end|ultimately|outcome|(?:this|that|which|it) led to|by the end|afterward|we (?:achieved|reduced|increased|cut|saved|finished|delivered|improved)|(?:reduced|increased|improved|saved|cut|grew|raised|lowered|shortened) (?:the|our|my|it|by|from|turnaround|costs?|time|errors?|wait)|impact)\b/i,
};

export interface StarFinding {
  part: StarPart;
  /** Where the part's first cue starts, in characters. */
  at: number;
  /** The words that marked it. */
  cue: string;
}

const globalCues = Object.fromEntries(
  STAR_PARTS.map((part) => [part, new RegExp(CUES[part].source, 'gi')]),
) as Record<StarPart, RegExp>;

/** The parts found, each at its first cue, in the order of the answer. */
export function findStarParts(text: string): StarFinding[] {
  return STAR_PARTS.flatMap((part) => {
    const match = CUES[part].exec(text);
    return match ? [{ part, at: match.index, cue: match[0] }] : [];
  }).sort((a, b) => a.at - b.at);
}

/**
 * Whether the parts found can be read in STAR order: each part has a cue after the previous part's. "In my last
 * role I managed a team… My task was… I introduced…" is in order although "I managed" comes before the task.
 */
export function inStarOrder(text: string): boolean {
  let after = -1;
  for (const part of STAR_PARTS) {
    const cues = [...text.matchAll(globalCues[part])];
    if (!cues.length) continue;
    const next = cues.find((cue) => cue.index > after);
    if (!next) return false;
    after = next.index;
  }
  return true;
}
