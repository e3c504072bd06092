/**
 * Military words a civilian interviewer or recruiter may not follow, each with the plain phrasing to use instead.
 * The interview coach names them in its feedback; a resume reviewer can use the same list. Acronyms match only
 * in capitals (so "co" or "fob" in ordinary words never count); phrases match in any case. Word boundaries keep
 * "squadron" from counting as "squad" twice and "platoons" counting once.
 */
export interface JargonTerm {
  /** How the feedback names it. */
  term: string;
  /** What to say instead. */
  civilian: string;
  pattern: RegExp;
}

const phrase = (term: string, civilian: string, source?: string): JargonTerm => ({
  term,
  civilian,
  pattern: new RegExp(`\\b(?:${source ?? term})\\b`, 'i'),
});

const acronym = (term: string, civilian: string, source?: string): JargonTerm => ({
  term,
  civilian,
  pattern: new RegExp(`\\b(?:${source ?? term})\\b`),
});

export const MILITARY_JARGON: readonly JargonTerm[] = [
  phrase('took the objective', 'reached the goal', '(?:took|seized|secured|took down) the objective'),
  phrase("commander's intent", 'the goal behind the plan', "commander[’']?s intent"),
  phrase('chain of command', 'reporting line'),
  phrase('battle rhythm', 'regular meeting and reporting schedule'),
  phrase('hot wash', 'quick debrief', 'hot ?wash'),
  phrase('after action review', 'lessons-learned review', 'after[- ]action (?:review|report)'),
  phrase(
    'accomplished the mission',
    'delivered the goal',
    '(?:accomplish(?:ed)?|complete[ds]?|execute[ds]?) the mission',
  ),
  // Not "deployed" alone: a technical answer deploys software.
  phrase(
    'while deployed',
    'on an overseas assignment',
    '(?:while|when (?:I|we) (?:was|were)) deployed|on (?:a |my |our )?deployment',
  ),
  phrase('downrange', 'on an overseas assignment', 'down ?range'),
  phrase('in theater', 'on an overseas assignment', 'in (?:the )?theater'),
  phrase('platoon', 'team of about 30 to 40 people', 'platoons?'),
  phrase('squad', 'team of about 10 people', 'squads?'),
  phrase('battalion', 'organization of several hundred people', 'battalions?'),
  phrase('brigade', 'organization of several thousand people', 'brigades?'),
  phrase('subordinates', 'direct reports', 'subordinates?'),
  phrase('troops', 'team members', 'troops'),
  phrase('first sergeant', 'senior operations supervisor'),
  phrase('sitrep', 'status update', 'sit ?reps?'),
  phrase('hooah', '(leave it out)', 'hooah|oorah|hooyah'),
  phrase('mission essential', 'business-critical', 'mission[- ]essential'),
  acronym('NCO', 'supervisor', 'NCOs?'),
  acronym('NCOIC', 'team supervisor', 'NCOICs?'),
  acronym('OIC', 'manager in charge', 'OICs?'),
  acronym('XO', 'deputy manager', 'XOs?'),
  acronym('SOP', 'standard procedure', 'SOPs?'),
  acronym('AAR', 'lessons-learned review', 'AARs?'),
  acronym('OPORD', 'project plan', 'OPORDs?'),
  acronym('FRAGO', 'plan update', 'FRAGOs?'),
  acronym('OPTEMPO', 'pace of work', 'OPTEMPO|OP ?TEMPO|[Oo]ps? tempo'),
  acronym('CONUS', 'in the United States'),
  acronym('OCONUS', 'overseas'),
  acronym('PCS', 'relocation', 'PCS(?:ed|ing)?'),
  acronym('TDY', 'business travel'),
  acronym('FOB', 'remote site', 'FOBs?'),
  acronym('ROE', 'rules to follow'),
  acronym('BLUF', 'in short'),
  acronym('MOS', 'job specialty', 'MOSs?'),
  acronym('PMCS', 'preventive maintenance checks'),
  acronym('NCOER', 'performance review', 'NCOERs?|OERs?|EPRs?|FITREPs?|EVALs'),
  // With the hyphen only: "S3" is also a storage service a technical answer may name.
  acronym('S-3', 'operations department', 'S-3'),
  acronym('S-4', 'logistics department', 'S-4'),
  acronym('S-1', 'HR department', 'S-1'),
  acronym('E-5', 'the responsibility itself (e.g. "team lead for 8 people")', 'E-?[1-9]|O-[1-9]|W-[1-5]'),
];
