/**
 * Words and acronyms a civilian recruiter is unlikely to understand, each with a civilian phrasing. Acronyms match
 * in capitals only ("CO" but not "co-founded"); words match in any case, as whole words. Sources: the services'
 * own rank and unit tables, and the transition-assistance (TAP) guidance on translating military experience.
 */
export interface MilitaryTerm {
  term: string;
  suggestion: string;
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
  CONUS: 'within the continental United States',
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
  S1: 'human resources department',
  S2: 'intelligence and analysis department',
  S3: 'operations department',
  S4: 'logistics department',
  S6: 'IT and communications department',
  G1: 'human resources division',
  G3: 'operations division',
  G4: 'logistics division',
  J3: 'operations directorate',
  AAR: 'project review',
  OPORD: 'operations plan',
  FRAGO: 'plan update',
  WARNO: 'advance notice',
  METL: 'core task list',
  NCOER: 'performance evaluation',
  OER: 'performance evaluation',
  EPR: 'performance evaluation',
  FITREP: 'performance review',
  EVAL: 'performance evaluation',
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
  FOB: 'field site',
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
};

const WORDS: Record<string, string> = {
  platoon: 'team of 30–40 people',
  squad: 'team of 9–13 people',
  'fire team': 'team of 4 people',
  battalion: 'organization of 500–800 people',
  brigade: 'organization of 3,000–5,000 people',
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
  'in theater': 'in the region',
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
};

/** Pay grades (E-5, O3, W-2) name a rank; a recruiter wants the role and its responsibility instead. */
export const PAY_GRADE_SUGGESTION = 'your role and its responsibility';

export const MILITARY_TERMS: readonly MilitaryTerm[] = [
  ...Object.entries(ACRONYMS).map(([term, suggestion]) => ({ term, suggestion })),
  ...Object.entries(WORDS).map(([term, suggestion]) => ({ term, suggestion })),
];

export interface MilitaryTermMatch {
  /** The text as written. */
  text: string;
  start: number;
  end: number;
  suggestion: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isAcronym = (term: string) => /^[A-Z0-9]+$/.test(term) && /[A-Z]/.test(term);

// Longest first, so "command sergeant major" wins over "sergeant major" and "sergeant".
const ordered = [...MILITARY_TERMS].sort((a, b) => b.term.length - a.term.length);
const acronymPattern = ordered
  .filter(({ term }) => isAcronym(term))
  .map(({ term }) => escape(term))
  .join('|');
const wordPattern = ordered
  .filter(({ term }) => !isAcronym(term))
  .map(({ term }) => escape(term).replace(/ /g, '\\s+'))
  .join('|');
const ACRONYM_RE = new RegExp(`(?<![\\w-])(?:${acronymPattern})(?![\\w-])`, 'g');
const WORD_RE = new RegExp(`(?<![\\w-])(?:${wordPattern})(?![\\w-])`, 'gi');
const PAY_GRADE_RE = /(?<![\w-])[EOW]-?[1-9](?![\w-])/g;

const suggestionFor = new Map(MILITARY_TERMS.map(({ term, suggestion }) => [term.toLowerCase(), suggestion]));

/** The military terms in a text, in order, none overlapping. */
export function findMilitaryTerms(text: string): MilitaryTermMatch[] {
  const found: MilitaryTermMatch[] = [];
  const collect = (re: RegExp, suggest: (match: string) => string) => {
    for (const match of text.matchAll(re)) {
      const start = match.index;
      found.push({ text: match[0], start, end: start + match[0].length, suggestion: suggest(match[0]) });
    }
  };
  collect(WORD_RE, (match) => suggestionFor.get(match.toLowerCase().replace(/\s+/g, ' ')) ?? '');
  collect(ACRONYM_RE, (match) => suggestionFor.get(match.toLowerCase()) ?? '');
  collect(PAY_GRADE_RE, () => PAY_GRADE_SUGGESTION);
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  return found.filter((match, index) => index === 0 || match.start >= found[index - 1]!.end);
}

/** The text with one occurrence (by position) replaced by its suggestion. */
export function applySuggestion(
  text: string,
  match: Pick<MilitaryTermMatch, 'start' | 'end' | 'suggestion'>,
) {
  return text.slice(0, match.start) + match.suggestion + text.slice(match.end);
}

export const QUANTIFY_HINT =
  'Add a number to show the result: people led, money saved, time cut or percent improved.';

/** A bullet with words but no digit: it could say how much, how many or how fast. */
export function needsNumber(bullet: string): boolean {
  return bullet.trim().length > 0 && !/\d/.test(bullet);
}
