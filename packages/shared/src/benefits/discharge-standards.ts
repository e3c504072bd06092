import type { DischargeStatus } from '../profiles/profile-enums';

/**
 * What a discharge means for a benefit, by the standard the benefit's law sets (decision 035).
 *
 * - `otherThanDishonorable`: most VA benefits (38 U.S.C. § 101(2)). Honorable and general discharges qualify. VA
 *   decides other than honorable, bad-conduct and uncharacterized (entry-level) discharges case by case, in a
 *   character of discharge determination (38 C.F.R. § 3.12), so they are "to confirm with VA", never "not
 *   eligible". A dishonorable discharge is a bar set by law (38 U.S.C. § 5303); so is a bad-conduct discharge
 *   from a general court-martial, which the profile cannot tell from a special court-martial's, so VA decides.
 * - `honorable`: the GI Bills (38 U.S.C. §§ 3011, 3311) require an honorable discharge; VA's determination cannot
 *   change that, only a discharge upgrade can. An uncharacterized separation is VA's to decide.
 * - `underHonorableConditions`: UCX (5 U.S.C. § 8521): honorable or general. The state agency decides, not VA, so
 *   an uncharacterized separation is for the veteran to confirm with the state.
 */
export const DISCHARGE_STANDARDS = [
  'otherThanDishonorable',
  'honorable',
  'underHonorableConditions',
] as const;
export type DischargeStandard = (typeof DISCHARGE_STANDARDS)[number];

/** `confirm-with-va`: VA decides in a character of discharge determination; the veteran should apply anyway. */
export type DischargeOutcome = 'met' | 'failed' | 'unknown' | 'confirm-with-va';

interface StandardRule {
  label: string;
  outcomes: Record<DischargeStatus, DischargeOutcome>;
}

export const DISCHARGE_STANDARD_RULES: Record<DischargeStandard, StandardRule> = {
  otherThanDishonorable: {
    label: 'Discharge under other than dishonorable conditions',
    outcomes: {
      HONORABLE: 'met',
      GENERAL: 'met',
      MEDICAL: 'met',
      ENTRY_LEVEL_SEPARATION: 'confirm-with-va',
      OTHER_THAN_HONORABLE: 'confirm-with-va',
      BAD_CONDUCT: 'confirm-with-va',
      DISHONORABLE: 'failed',
    },
  },
  honorable: {
    label: 'Honorable discharge (required by law; only a discharge upgrade changes another one)',
    outcomes: {
      HONORABLE: 'met',
      MEDICAL: 'met',
      ENTRY_LEVEL_SEPARATION: 'confirm-with-va',
      GENERAL: 'failed',
      OTHER_THAN_HONORABLE: 'failed',
      BAD_CONDUCT: 'failed',
      DISHONORABLE: 'failed',
    },
  },
  underHonorableConditions: {
    label: 'Discharge under honorable conditions (honorable or general)',
    outcomes: {
      HONORABLE: 'met',
      GENERAL: 'met',
      MEDICAL: 'met',
      ENTRY_LEVEL_SEPARATION: 'unknown',
      OTHER_THAN_HONORABLE: 'failed',
      BAD_CONDUCT: 'failed',
      DISHONORABLE: 'failed',
    },
  },
};

/** Discharges for which the benefits screen explains VA's case-by-case review and the upgrade route. */
export const DISCHARGES_TO_EXPLAIN: readonly DischargeStatus[] = [
  'GENERAL',
  'OTHER_THAN_HONORABLE',
  'BAD_CONDUCT',
  'ENTRY_LEVEL_SEPARATION',
  'DISHONORABLE',
];
