import { CAREER_INTEREST_LABELS, type CareerInterestId } from '../profiles/profile-enums';

/**
 * The occupations each profile career interest stands for, as code prefixes: SOC 2018 major and minor groups
 * (BLS, 2018 SOC User Guide) and OPM occupational groups and series (OPM Handbook of Occupational Groups and
 * Families, 2018). Job search ranks a posting in one of them a little higher for the interest; mentorship and
 * community read the field a target career belongs to from them.
 */
export const CAREER_INTEREST_OCCUPATIONS: Record<CareerInterestId, { soc: string[]; series: string[] }> = {
  // 33 Protective Service; 0007 Correctional Officer, 0080 Security Administration, 0081 Fire Protection and
  // Prevention, 0083 Police, 0085 Security Guard, 0086 Security Clerical; 18 Investigation group.
  security: { soc: ['33-'], series: ['0007', '0080', '0081', '0083', '0085', '0086', '18'] },
  // 13-1081 Logisticians, 11-3071 Transportation, Storage, and Distribution Managers, 43-50 Material Recording,
  // Scheduling, Dispatching, and Distributing Workers, 53-7 Material Moving Workers; 0346 Logistics Management,
  // 20 Supply group, 69 Warehousing and Stock Handling family.
  logistics: { soc: ['13-1081', '11-3071', '43-50', '53-7', '53-1047'], series: ['0346', '20', '69'] },
  // 29 Healthcare Practitioners and Technical, 31 Healthcare Support; 06 Medical, Hospital, Dental, and Public Health.
  healthcare: { soc: ['29-', '31-', '11-9111'], series: ['06'] },
  // 15 Computer and Mathematical, 11-3021 Computer and Information Systems Managers; 22 Information Technology.
  technology: { soc: ['15-', '11-3021'], series: ['22'] },
  // 11 Management; 0340 Program Management.
  leadership: { soc: ['11-'], series: ['0340'] },
  // 53-2 Air Transportation Workers, 49-3011 Aircraft Mechanics, 49-2091 Avionics Technicians; 2152 Air Traffic
  // Control, 2181 Aircraft Operation, 1825 Aviation Safety, 88 Aircraft Overhaul family.
  aviation: { soc: ['53-2', '49-3011', '49-2091'], series: ['2152', '2181', '1825', '88'] },
  // 11-1021 General and Operations Managers, 13-1111 Management Analysts, 13-1082 Project Management
  // Specialists; 0343 Management and Program Analysis, 0301 Miscellaneous Administration and Program.
  operations: { soc: ['11-1021', '13-1111', '13-1082'], series: ['0343', '0301'] },
  // 43 Office and Administrative Support; 03 General Administrative, Clerical, and Office Services.
  administration: { soc: ['43-'], series: ['03'] },
};

/** A career field (a profile career interest) an occupation belongs to. */
export interface CareerField {
  interest: CareerInterestId;
  label: string;
}

// A prefix naming a whole SOC major group ("11-") says little about one occupation in it: every manager is in 11.
const isMajorGroup = (prefix: string) => /^\d{2}-$/.test(prefix);

/**
 * The career fields a civilian occupation (an SOC 2018 code) belongs to, most specific first: fields that name the
 * occupation or its minor group ("logistics" for 13-1081), then those that only name its major group ("leadership"
 * for any 11- manager) when `wholeGroups` asks for them.
 */
export function careerFieldsOf(soc: string, { wholeGroups = false } = {}): CareerField[] {
  const specific: CareerField[] = [];
  const broad: CareerField[] = [];
  for (const [interest, { soc: prefixes }] of Object.entries(CAREER_INTEREST_OCCUPATIONS) as [
    CareerInterestId,
    { soc: string[] },
  ][]) {
    const fitting = prefixes.filter((prefix) => soc.startsWith(prefix));
    if (fitting.length === 0) continue;
    const field = { interest, label: CAREER_INTEREST_LABELS[interest] };
    if (fitting.some((prefix) => !isMajorGroup(prefix))) specific.push(field);
    else broad.push(field);
  }
  return wholeGroups ? [...specific, ...broad] : specific;
}
