import type { VeteranProfileRow } from './profiles.schema';

/** What a complete profile has, as the dashboard names what is missing. Required fields count too: no profile is 0%. */
const PARTS: readonly [label: string, filled: (row: VeteranProfileRow) => boolean][] = [
  ['Name', (row) => row.firstName.trim() !== '' && row.lastName.trim() !== ''],
  ['Phone number', (row) => Boolean(row.phoneNumber)],
  ['Branch and rank', (row) => row.rank.trim() !== ''],
  ['Military occupation code', (row) => row.mosCode.trim() !== ''],
  ['Service dates', (row) => row.serviceEndDate !== null],
  ['Career interests', (row) => row.careerInterests.length > 0],
  ['Skills', (row) => row.skills.length > 0],
  ['Education', (row) => Boolean(row.education?.trim())],
  ['Preferred location', (row) => row.preferredLocation.trim() !== ''],
];

/** The dashboard's profile completeness: the rounded share of the parts filled in, and the labels of the rest. */
export function profileCompleteness(row: VeteranProfileRow | undefined): {
  percent: number;
  missing: string[];
} {
  if (!row) return { percent: 0, missing: ['Veteran profile'] };
  const missing = PARTS.filter(([, filled]) => !filled(row)).map(([label]) => label);
  return { percent: Math.round(((PARTS.length - missing.length) / PARTS.length) * 100), missing };
}
