import type { JobSource } from '@waypoint/shared';
import {
  checkPosting,
  employmentType,
  feedDate,
  gradeText,
  mergeParsed,
  payOf,
  socCodesIn,
  type ParsedFeed,
  type RawPosting,
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

/** baseSalary: a MonetaryAmount whose value is a number or a QuantitativeValue (min, max or one value, unitText). */
function salary(base: unknown): RawPosting['pay'] {
  if (!isThing(base)) return null;
  const value = base.value;
  const unit = isThing(value) ? value.unitText : base.unitText;
  if (isThing(value)) {
    const single = value.value;
    return payOf(value.minValue ?? single, value.maxValue ?? single, unit);
  }
  return payOf(value, value, unit);
}

/** occupationalCategory as text ("15-1212.00 Information Security Analysts") or a CategoryCode: its title. */
function occupationName(category: unknown): string {
  if (isThing(category)) return str(category.name);
  return str(category)
    .replace(/\b\d{2}-\d{4}(\.\d{2})?\b/g, '')
    .replace(/^[\s,;:-]+/, '')
    .trim();
}

/** `now` stands for a posting's missing publication date and decides which closing dates have passed. */
export function parseJsonLd(text: string, { source, now }: { source?: JobSource; now: Date }): ParsedFeed {
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
      const categories = list(item.occupationalCategory);
      const organization = isThing(item.hiringOrganization)
        ? item.hiringOrganization.name
        : item.hiringOrganization;
      const closesAt = feedDate(item.validThrough) ?? null;
      const remote = str(item.jobLocationType).toUpperCase() === 'TELECOMMUTE';
      // Not schema.org: what Waypoint's own sample feed adds (federal series, grade "GS-9/11", veterans' preference)
      // under `waypoint`.
      const extra = isThing(item.waypoint) ? item.waypoint : {};
      return checkPosting(
        {
          source: source ?? 'jsonld',
          externalId: identifier || str(item.url),
          title: str(item.title),
          company: str(organization),
          locations: list(item.jobLocation).map(place).filter(Boolean),
          description: str(item.description),
          applyUrl: str(item.url),
          pay: salary(item.baseSalary),
          tags: [...list(item.industry), ...list(item.skills)].map(str).filter(Boolean).slice(0, 12),
          occupationNames: categories.map(occupationName).filter(Boolean),
          remote,
          employmentType: employmentType(item.employmentType),
          federalSeries: list(extra.federalSeries).map(str),
          socCodes: socCodesIn(
            categories.map((category) => (isThing(category) ? str(category.codeValue) : str(category))),
          ),
          grade: gradeText(extra.grade),
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
