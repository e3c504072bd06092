/**
 * Words and acronyms a civilian recruiter or interviewer is unlikely to understand, each with a civilian phrasing:
 * the one list behind the resume builder's wording check and the interview coach's jargon feedback. Acronyms
 * match in capitals only ("CO" but not "co-founded"); words match in any case; both as whole words, so
 * "squadron" is never "squad" and "MOSaic" never "MOS". Sources: the services' own rank and unit tables, and the
 * transition-assistance (TAP) guidance on translating military experience.
 *
 * Left out on purpose, so the check does not cry wolf on civilian text: words with a common civilian meaning
 * ("deployment", "private", "theater", "company", "division", "objective", "mission"), and "S3" without its
 * hyphen (a storage service): a staff section counts as "S-3", or as "S3" before "shop", "section" or "staff".
 */
export interface MilitaryTerm {
  /** How the term is named. */
  term: string;
  /** What to say instead. */
  civilian: string;
  /** Better left out than replaced ("hooah"): applying the suggestion removes the words. */
  omit: boolean;
}

export interface MilitaryTermMatch extends MilitaryTerm {
  /** The words as written. */
  text: string;
  start: number;
  end: number;
}

const ACRONYMS: Record<string, string> = {
  NCOIC: 'supervisor in charge',
  OIC: 'manager in charge',
  NCO: 'supervisor',
  SNCO: 'senior supervisor',
  MOS: 'occupational specialty',
  AFSC: 'occupational specialty',
  NEC: 'occupational specialty',
  PCS: 'relocation',
  TDY: 'business travel',
  TAD: 'temporary assignment',
  CONUS: 'in the United States',
  OCONUS: 'overseas',
  CO: 'director',
  XO: 'deputy director',
  CSM: 'senior operations advisor',
  SGM: 'senior operations advisor',
  '1SG': 'operations manager',
  PSG: 'team manager',
  PL: 'team manager',
  SL: 'team leader',
  TL: 'team leader',
  BN: 'organization',
  BDE: 'organization',
  PLT: 'team',
  G1: 'human resources division',
  G3: 'operations division',
  G4: 'logistics division',
  J3: 'operations directorate',
  AAR: 'lessons-learned review',
  OPORD: 'operations plan',
  FRAGO: 'plan update',
  WARNO: 'advance notice',
  METL: 'core task list',
  NCOER: 'performance review',
  OER: 'performance review',
  EPR: 'performance review',
  FITREP: 'performance review',
  EVAL: 'performance review',
  PT: 'fitness training',
  APFT: 'fitness test',
  ACFT: 'fitness test',
  PFT: 'fitness test',
  BLC: 'leadership course',
  ALC: 'advanced leadership course',
  SLC: 'senior leadership course',
  PME: 'professional development',
  CLS: 'first aid',
  TOC: 'operations center',
  FOB: 'remote site',
  AO: 'area of operations',
  AOR: 'region of responsibility',
  ROE: 'rules and procedures',
  SIGINT: 'signals analysis',
  HUMINT: 'interview-based research',
  COMSEC: 'communications security',
  MEDEVAC: 'medical evacuation',
  CASEVAC: 'casualty transport',
  EOD: 'explosives disposal',
  IED: 'explosive device',
  QRF: 'rapid response team',
  LZ: 'landing site',
  POV: 'personal vehicle',
  PX: 'retail store',
  BX: 'retail store',
  DFAC: 'dining facility',
  BAH: 'housing allowance',
  ETS: 'end of service',
  UCMJ: 'military law',
  JAG: 'legal office',
  MWR: 'recreation programs',
  FTX: 'training exercise',
  STX: 'training exercise',
  PMCS: 'preventive maintenance checks',
  CIF: 'supply warehouse',
  DTS: 'travel booking system',
  LES: 'pay statement',
  CQ: 'overnight front-desk duty',
  TRADOC: 'training organization',
  FORSCOM: 'operational organization',
  MEU: 'rapid response organization',
  AIT: 'technical training',
  MEPS: 'enlistment processing center',
  TIS: 'time in service',
  TIG: 'time in grade',
  SOP: 'standard operating procedure',
  TTP: 'methods and procedures',
  KIA: 'fatality',
  WIA: 'injury',
  MIA: 'missing person',
  POW: 'prisoner',
  LNO: 'liaison',
  DET: 'detachment',
  HHC: 'headquarters team',
  USAREUR: 'European headquarters',
  'S-1': 'human resources department',
  'S-2': 'intelligence and analysis department',
  'S-3': 'operations department',
  'S-4': 'logistics department',
  'S-6': 'IT and communications department',
  OPTEMPO: 'pace of work',
  BLUF: 'in short',
  'E-5': 'your role and its responsibility',
};

const WORDS: Record<string, string> = {
  platoon: 'team of about 30 to 40 people',
  squad: 'team of about 10 people',
  'fire team': 'team of 4 people',
  battalion: 'organization of several hundred people',
  brigade: 'organization of several thousand people',
  regiment: 'organization',
  squadron: 'organization',
  detachment: 'team',
  'chain of command': 'reporting structure',
  soldiers: 'team members',
  soldier: 'team member',
  sailors: 'team members',
  airmen: 'team members',
  troops: 'team members',
  subordinates: 'direct reports',
  enlisted: 'team members',
  commanded: 'led',
  garrison: 'home-base operations',
  'combat zone': 'high-risk environment',
  'field exercise': 'training exercise',
  'battle drill': 'emergency procedure',
  barracks: 'housing',
  'motor pool': 'vehicle maintenance facility',
  'arms room': 'secure equipment room',
  'staff duty': 'after-hours operations duty',
  'hand receipt': 'equipment accountability record',
  'property book': 'asset inventory',
  'sensitive items': 'high-value inventory',
  'drill sergeant': 'instructor',
  'drill instructor': 'instructor',
  corpsman: 'medical technician',
  'boot camp': 'entry-level training',
  'basic training': 'entry-level training',
  billet: 'position',
  'collateral duty': 'additional responsibility',
  'watch bill': 'shift schedule',
  quarterdeck: 'front desk',
  berthing: 'housing',
  galley: 'kitchen',
  muster: 'attendance check',
  reveille: 'start of the workday',
  'tour of duty': 'assignment',
  'combat deployment': 'assignment in a high-risk region',
  'overseas deployment': 'overseas assignment',
  'in theater': 'on an overseas assignment',
  'area of operations': 'region',
  'NCO Academy': 'leadership school',
  'company grade': 'early-career manager',
  'field grade': 'mid-career manager',
  'general officer': 'senior executive',
  'flag officer': 'senior executive',
  'commissioned officer': 'manager',
  'non-commissioned officer': 'supervisor',
  'warrant officer': 'technical expert',
  'chief warrant officer': 'senior technical expert',
  'private first class': 'team member',
  'lance corporal': 'team member',
  corporal: 'team leader',
  sergeant: 'supervisor',
  'staff sergeant': 'supervisor',
  'sergeant first class': 'senior supervisor',
  'gunnery sergeant': 'senior supervisor',
  'master sergeant': 'operations manager',
  'first sergeant': 'operations manager',
  'sergeant major': 'senior operations advisor',
  'command sergeant major': 'senior operations advisor',
  'second lieutenant': 'junior manager',
  'first lieutenant': 'manager',
  lieutenant: 'manager',
  'lieutenant commander': 'senior manager',
  'lieutenant colonel': 'senior director',
  colonel: 'director',
  'brigadier general': 'executive',
  'rear admiral': 'executive',
  ensign: 'junior manager',
  'petty officer': 'supervisor',
  'chief petty officer': 'senior supervisor',
  'senior chief': 'senior supervisor',
  'master chief': 'senior operations advisor',
  seaman: 'team member',
  'senior airman': 'team member',
  'airman first class': 'team member',
  'tech sergeant': 'supervisor',
  'technical sergeant': 'supervisor',
  'chief master sergeant': 'senior operations advisor',
  'took the objective': 'reached the goal',
  "commander's intent": 'the goal behind the plan',
  'battle rhythm': 'regular meeting and reporting schedule',
  'hot wash': 'quick debrief',
  'after action review': 'lessons-learned review',
  'accomplished the mission': 'delivered the goal',
  'while deployed': 'on an overseas assignment',
  downrange: 'on an overseas assignment',
  sitrep: 'status update',
  hooah: '(leave it out)',
  'mission essential': 'business-critical',
};

/**
 * Other ways a term is written (plurals, verb forms, spellings), as regular-expression sources matched like the
 * term itself (acronyms in capitals, words in any case) and as whole words.
 */
const VARIANTS: Record<string, string> = {
  NCO: 'NCOs?',
  NCOIC: 'NCOICs?',
  OIC: 'OICs?',
  XO: 'XOs?',
  SOP: 'SOPs?',
  AAR: 'AARs?',
  OPORD: 'OPORDs?',
  FRAGO: 'FRAGOs?',
  MOS: 'MOSs?',
  PCS: 'PCS(?:ed|ing)?',
  FOB: 'FOBs?',
  NCOER: 'NCOERs?',
  OER: 'OERs?',
  EPR: 'EPRs?',
  FITREP: 'FITREPs?',
  EVAL: 'EVALs?',
  OPTEMPO: 'OPTEMPO|OP ?TEMPO|[Oo]ps? tempo',
  'S-1': 'S-1|S1(?= (?:shop|section|staff))',
  'S-2': 'S-2|S2(?= (?:shop|section|staff))',
  'S-3': 'S-3|S3(?= (?:shop|section|staff))',
  'S-4': 'S-4|S4(?= (?:shop|section|staff))',
  'S-6': 'S-6|S6(?= (?:shop|section|staff))',
  // Pay grades name a rank; "W-2" before "form" is the tax form.
  'E-5': 'E-?[1-9]|O-[1-9]|W-[1-5](?! forms?\\b)',
  platoon: 'platoons?',
  squad: 'squads?',
  battalion: 'battalions?',
  brigade: 'brigades?',
  regiment: 'regiments?',
  squadron: 'squadrons?',
  subordinates: 'subordinates?',
  'in theater': 'in (?:the )?theater',
  'took the objective': '(?:took|seized|secured|took down) the objective',
  "commander's intent": "commander[’']?s intent",
  'hot wash': 'hot ?wash',
  'after action review': 'after(?:-| )action (?:review|report)',
  'accomplished the mission': '(?:accomplish(?:ed)?|complete[ds]?|execute[ds]?) the mission',
  // Not "deployed" alone: a technical answer deploys software.
  'while deployed': '(?:while|when (?:I|we) (?:was|were)) deployed|on (?:a |my |our )?deployment',
  downrange: 'down ?range',
  sitrep: 'sit ?reps?',
  hooah: 'hooah|oorah|hooyah',
  'mission essential': 'mission(?:-| )essential',
};

const OMIT = new Set(['hooah']);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isAcronym = (term: string) => /^[A-Z0-9-]+$/.test(term) && /[A-Z]/.test(term);

export const MILITARY_TERMS: readonly MilitaryTerm[] = Object.entries({ ...ACRONYMS, ...WORDS }).map(
  ([term, civilian]) => ({ term, civilian, omit: OMIT.has(term) }),
);

/** Pay grades (E-5, O-3, W-2) name a rank; a recruiter wants the role and its responsibility instead. */
export const PAY_GRADE_SUGGESTION = ACRONYMS['E-5']!;

const RULES = MILITARY_TERMS.map((entry) => {
  const source = VARIANTS[entry.term] ?? escape(entry.term).replace(/ /g, '\\s+');
  const flags = isAcronym(entry.term) ? 'g' : 'gi';
  return { entry, pattern: new RegExp(`(?<![\\w-])(?:${source})(?![\\w-])`, flags) };
});

/**
 * The military terms in a text, in order, none overlapping: where two overlap the one starting first wins, and
 * at the same start the longer ("command sergeant major" over "sergeant major" and "sergeant").
 */
export function findMilitaryTerms(text: string): MilitaryTermMatch[] {
  const found: MilitaryTermMatch[] = [];
  for (const { entry, pattern } of RULES) {
    for (const match of text.matchAll(pattern)) {
      found.push({ ...entry, text: match[0], start: match.index, end: match.index + match[0].length });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: MilitaryTermMatch[] = [];
  for (const match of found) if (match.start >= (kept.at(-1)?.end ?? 0)) kept.push(match);
  return kept;
}

/** The text with one occurrence (by position) replaced by its civilian phrasing, or removed when better left out. */
export function applySuggestion(
  text: string,
  match: Pick<MilitaryTermMatch, 'start' | 'end' | 'civilian' | 'omit'>,
) {
  if (!match.omit) return text.slice(0, match.start) + match.civilian + text.slice(match.end);
  const before = text.slice(0, match.start).replace(/[\s,;:!]+$/, '');
  const after = text.slice(match.end).replace(/^[\s,;:!]+/, '');
  return before && after ? `${before} ${after}` : before + after;
}
