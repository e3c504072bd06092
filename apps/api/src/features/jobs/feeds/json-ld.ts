import type { JobSource } from '@waypoint/shared';
import {
  checkPosting,
  employmentType,
  feedDate,
  mergeParsed,
  socCodesIn,
  yearly,
  type ParsedFeed,
} from './feed-posting';

/*
 * schema.org JobPosting (https://schema.org/JobPosting) as employers publish it in JSON-LD: one posting, an
 * array, an ItemList or an @graph. `identifier`, else `url`, identifies a posting across imports.
 */

type Thing = Record<string, unknown>;

const isThing = (value: unknown): value is Thing => typeof value === 'object' && value !== null;
const str = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

/** The JobPosting objects in a JSON-LD document, in order. */
function postingsIn(document: unknown): unknown[] {
  if (Array.isArray(document)) return document.flatMap(postingsIn);
  if (!isThing(document)) return [document];
  if (Array.isArray(document['@graph'])) return document['@graph'].flatMap(postingsIn);
  if (Array.isArray(document.itemListElement))
    return document.itemListElement.map((entry) => (isThing(entry) && entry.item ? entry.item : entry));
  return [document];
}

function place(location: unknown): string {
  const address = isThing(location) ? location.address : undefined;
  if (typeof address === 'string') return address;
  if (!isThing(address)) return str(isThing(location) ? location.name : location);
  return [address.addressLocality, address.addressRegion].map(str).filter(Boolean).join(', ');
}

function salary(base: unknown): { min: number | null; max: number | null } {
  if (!isThing(base)) return { min: null, max: null };
  const value = base.value;
  const unit = isThing(value) ? value.unitText : base.unitText;
  if (isThing(value)) {
    const single = value.value !== undefined ? yearly(value.value, unit) : null;
    return { min: yearly(value.minValue, unit) ?? single, max: yearly(value.maxValue, unit) ?? single };
  }
  const amount = yearly(value, unit);
  return { min: amount, max: amount };
}

export function parseJsonLd(text: string, options: { source?: JobSource; now?: Date } = {}): ParsedFeed {
  const now = options.now ?? new Date();
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return { postings: [], problems: [{ line: 0, message: 'The feed is not valid JSON.' }] };
  }
  return mergeParsed(
    postingsIn(document).map((item, index) => {
      const line = index + 1;
      if (!isThing(item) || item['@type'] !== 'JobPosting')
        return { postings: [], problems: [{ line, message: 'Not a schema.org JobPosting.' }] };
      const identifier = isThing(item.identifier) ? str(item.identifier.value) : str(item.identifier);
      const { min, max } = salary(item.baseSalary);
      const organization = isThing(item.hiringOrganization)
        ? item.hiringOrganization.name
        : item.hiringOrganization;
      const closesAt = feedDate(item.validThrough) ?? null;
      const remote = str(item.jobLocationType).toUpperCase() === 'TELECOMMUTE';
      // Not schema.org: what Waypoint's own sample feed adds (federal series, veterans' preference) under `waypoint`.
      const extra = isThing(item.waypoint) ? item.waypoint : {};
      return checkPosting(
        {
          source: options.source ?? 'jsonld',
          externalId: identifier || str(item.url),
          title: str(item.title),
          company: str(organization),
          location: list(item.jobLocation).map(place).filter(Boolean).join('; ') || (remote ? 'Remote' : ''),
          description: str(item.description),
          applyUrl: str(item.url),
          salaryMin: min,
          salaryMax: max,
          tags: [...list(item.industry), ...list(item.skills)].map(str).filter(Boolean).slice(0, 12),
          remote,
          employmentType: employmentType(item.employmentType),
          federalSeries: list(extra.federalSeries).map(str),
          socCodes: socCodesIn(list(item.occupationalCategory).map(str)),
          veteransPreference: extra.veteransPreference === true,
          postedAt: feedDate(item.datePosted) ?? now,
          closesAt,
          closedAt: closesAt && closesAt < now ? closesAt : null,
        },
        line,
      );
    }),
  );
}
