import {
  CATALOGUE_BRANCHES,
  LUMOC_CATEGORY_TO_KIND,
  LUMOC_SERVICE_TO_BRANCH,
  OCCUPATION_KINDS,
  normalizeMosCode,
  validateMosCodeFormat,
  type CatalogueBranch,
  type OccupationKind,
} from '@waypoint/shared';
import { problem, type Parsed, type Read } from './parse-file';

/** A crosswalk row without a strength: a moderate match, below the curated main routes (0.8–0.9) so they lead. */
export const DEFAULT_MATCH_STRENGTH = 0.5;

export interface OccupationRow {
  branch: CatalogueBranch;
  kind: OccupationKind;
  code: string;
  title: string;
  description: string;
  status: string;
}

export interface MatchRow {
  branch: CatalogueBranch;
  code: string;
  kind: OccupationKind | undefined;
  soc: string;
  strength: number;
}

export interface SeriesRow {
  branch: CatalogueBranch;
  kind: OccupationKind;
  codePattern: string;
  series: string;
  title: string;
}

const quoted = (value: string) => JSON.stringify(value);

/** luMOC names ("Marines", "Air Force") or Waypoint's (MARINES, AIR_FORCE). */
function parseBranch(text: string): CatalogueBranch | undefined {
  const upper = text.toUpperCase().replace(/[^A-Z]+/g, '_');
  return LUMOC_SERVICE_TO_BRANCH[text] ?? CATALOGUE_BRANCHES.find((branch) => branch === upper);
}

function parseKind(text: string): OccupationKind | undefined {
  return LUMOC_CATEGORY_TO_KIND[text] ?? OCCUPATION_KINDS.find((kind) => kind === text.toLowerCase());
}

function parseCode(text: string, branch: CatalogueBranch): Parsed<string> {
  const code = normalizeMosCode(text);
  if (!code) return problem('the code is empty');
  const formatProblem = validateMosCodeFormat(code, branch);
  return formatProblem ? problem(`${quoted(code)} is not a ${branch} code: ${formatProblem}`) : code;
}

function parseServiceAndKind(read: Read) {
  const branch = LUMOC_SERVICE_TO_BRANCH[read('service')];
  if (!branch) return problem(`unknown service ${quoted(read('service'))}`);
  const kind = LUMOC_CATEGORY_TO_KIND[read('category')];
  if (!kind) return problem(`unknown personnel category ${quoted(read('category'))}`);
  return { branch, kind };
}

export function parseOccupationRow(read: Read): Parsed<OccupationRow> {
  const serviceAndKind = parseServiceAndKind(read);
  if ('problem' in serviceAndKind) return serviceAndKind;
  const code = parseCode(read('code'), serviceAndKind.branch);
  if (typeof code !== 'string') return code;
  const title = read('title');
  if (!title) return problem(`${code} has no title`);
  return {
    ...serviceAndKind,
    code,
    title,
    description: read('description'),
    status: read('status') || 'Active',
  };
}

export function parseMatchRow(read: Read): Parsed<MatchRow> {
  const branch = parseBranch(read('branch'));
  if (!branch) return problem(`unknown branch ${quoted(read('branch'))}`);
  const code = parseCode(read('code'), branch);
  if (typeof code !== 'string') return code;
  const soc = /^(\d{2}-\d{4})(?:\.\d{2})?$/.exec(read('soc'))?.[1];
  if (!soc) return problem(`O*NET-SOC code ${quoted(read('soc'))} should look like 29-2042 or 29-2042.00`);
  const kind = read('kind') ? parseKind(read('kind')) : undefined;
  if (read('kind') && !kind) return problem(`unknown kind ${quoted(read('kind'))}`);
  const strength = read('strength') ? Number(read('strength')) : DEFAULT_MATCH_STRENGTH;
  if (!(strength > 0 && strength <= 1))
    return problem(`strength ${quoted(read('strength'))} must be above 0 and at most 1`);
  return { branch, code, kind, soc, strength };
}

export function parseSeriesRow(read: Read): Parsed<SeriesRow> {
  const serviceAndKind = parseServiceAndKind(read);
  if ('problem' in serviceAndKind) return serviceAndKind;
  const codePattern = parseCode(read('code'), serviceAndKind.branch);
  if (typeof codePattern !== 'string') return codePattern;
  const series = read('series');
  if (!/^\d{4}$/.test(series))
    return problem(`job series ${quoted(series)} should be four digits, e.g. 2502`);
  const title = read('title');
  if (!title) return problem(`series ${series} has no title`);
  return { ...serviceAndKind, codePattern, series, title };
}
