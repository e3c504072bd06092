import {
  checkPosting,
  employmentType,
  feedDate,
  gradeOf,
  mergeParsed,
  payOf,
  plainText,
  type ParsedFeed,
} from './feed-posting';

/*
 * The USAJOBS Search API (https://developer.usajobs.gov/api-reference/get-api-search): GET /api/search with the
 * headers Host, User-Agent (the e-mail registered with the key) and Authorization-Key. Each result's
 * `JobCategory` carries the OPM occupational series the crosswalk maps military codes to.
 */

interface UsajobsDescriptor {
  PositionID?: string;
  PositionTitle?: string;
  PositionURI?: string;
  ApplyURI?: string[];
  PositionLocationDisplay?: string;
  /** Every place of the posting; the display reads "Multiple Locations" when there are several. */
  PositionLocation?: { LocationName?: string; CityName?: string; CountrySubDivisionCode?: string }[];
  OrganizationName?: string;
  DepartmentName?: string;
  JobCategory?: { Name?: string; Code?: string }[];
  JobGrade?: { Code?: string }[];
  PositionSchedule?: { Name?: string }[];
  PositionOfferingType?: { Name?: string }[];
  QualificationSummary?: string;
  PositionRemuneration?: { MinimumRange?: string; MaximumRange?: string; RateIntervalCode?: string }[];
  PublicationStartDate?: string;
  ApplicationCloseDate?: string;
  UserArea?: {
    Details?: {
      JobSummary?: string;
      HiringPath?: string[];
      TeleworkEligible?: boolean;
      RemoteIndicator?: boolean;
      LowGrade?: string;
      HighGrade?: string;
    };
  };
}

interface UsajobsItem {
  MatchedObjectId?: string;
  MatchedObjectDescriptor?: UsajobsDescriptor;
}

export interface UsajobsResponse {
  SearchResult?: {
    SearchResultCount?: number;
    SearchResultCountAll?: number;
    SearchResultItems?: UsajobsItem[];
    UserArea?: { NumberOfPages?: string };
  };
}

/** One page of the Search API's answer as postings; a result without an id or title is a problem. */
export function parseUsajobs(body: unknown, now: Date, firstLine = 1): ParsedFeed {
  const items = (body as UsajobsResponse | null)?.SearchResult?.SearchResultItems;
  if (!Array.isArray(items)) {
    return {
      postings: [],
      problems: [{ line: 0, message: 'Not a USAJOBS search answer (no SearchResultItems).' }],
    };
  }
  return mergeParsed(items.map((item, index) => parseItem(item, now, firstLine + index)));
}

function parseItem(item: UsajobsItem, now: Date, line: number): ParsedFeed {
  const job = item.MatchedObjectDescriptor ?? {};
  const details = job.UserArea?.Details ?? {};
  const pay = job.PositionRemuneration?.[0];
  const closesAt = feedDate(job.ApplicationCloseDate) ?? null;
  const places = (job.PositionLocation ?? [])
    .map((place) => place.LocationName || place.CityName || '')
    .filter(Boolean);
  return checkPosting(
    {
      source: 'usajobs',
      externalId: job.PositionID || item.MatchedObjectId || '',
      title: job.PositionTitle ?? '',
      company: job.OrganizationName || job.DepartmentName || '',
      locations: places.length > 0 ? places : [job.PositionLocationDisplay ?? ''],
      description: [plainText(details.JobSummary), plainText(job.QualificationSummary)]
        .filter(Boolean)
        .join('\n\n'),
      applyUrl: job.ApplyURI?.[0] || job.PositionURI || '',
      pay: payOf(pay?.MinimumRange, pay?.MaximumRange, pay?.RateIntervalCode),
      tags: [
        'Federal',
        job.DepartmentName,
        ...(job.PositionOfferingType ?? []).map((offering) => offering.Name),
      ].filter((tag): tag is string => Boolean(tag)),
      occupationNames: (job.JobCategory ?? []).map((category) => category.Name ?? '').filter(Boolean),
      remote: details.RemoteIndicator === true,
      employmentType: employmentType(job.PositionSchedule?.map((schedule) => schedule.Name ?? '')),
      federalSeries: (job.JobCategory ?? []).map((category) => category.Code ?? '').filter(Boolean),
      socCodes: [],
      grade: gradeOf(job.JobGrade?.[0]?.Code, details.LowGrade, details.HighGrade || details.LowGrade),
      veteransPreference: (details.HiringPath ?? []).some((path) => path === 'vet' || path === 'mspouse'),
      postedAt: feedDate(job.PublicationStartDate) ?? now,
      closesAt,
      closedAt: closesAt && closesAt < now ? closesAt : null,
    },
    line,
  );
}

export interface UsajobsSettings {
  apiKey: string;
  userAgent: string;
  baseUrl: string;
}

const RESULTS_PER_PAGE = 500;
const MAX_PAGES = 20;

/**
 * Every page of the Search API's current postings, through `fetch`, as one parsed feed; `complete` when it holds
 * every current posting (no keyword, and the last page was read within MAX_PAGES).
 */
export async function fetchUsajobs(
  settings: UsajobsSettings,
  options: { fetch?: typeof fetch; signal?: AbortSignal; now: () => Date; keyword?: string },
): Promise<ParsedFeed & { complete: boolean }> {
  const get = options.fetch ?? fetch;
  const parts: ParsedFeed[] = [];
  let line = 1;
  let complete = false;
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const url = new URL('/api/search', settings.baseUrl);
    url.searchParams.set('ResultsPerPage', String(RESULTS_PER_PAGE));
    url.searchParams.set('Page', String(page));
    if (options.keyword) url.searchParams.set('Keyword', options.keyword);
    const response = await get(url, {
      headers: {
        Host: new URL(settings.baseUrl).host,
        'User-Agent': settings.userAgent,
        'Authorization-Key': settings.apiKey,
        Accept: 'application/json',
      },
      signal: options.signal ?? AbortSignal.timeout(30_000),
    });
    if (!response.ok) throw new Error(`USAJOBS answered ${response.status} for page ${page}`);
    const body = (await response.json()) as UsajobsResponse;
    const parsed = parseUsajobs(body, options.now(), line);
    parts.push(parsed);
    const count = body.SearchResult?.SearchResultItems?.length ?? 0;
    line += count;
    const pages = Number(body.SearchResult?.UserArea?.NumberOfPages ?? 1);
    if (count === 0 || !(page < pages)) {
      complete = !options.keyword;
      break;
    }
  }
  return { ...mergeParsed(parts), complete };
}
