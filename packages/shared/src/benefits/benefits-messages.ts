import { formatCount } from '../core/quantities';

/** The spec's Benefits messages, verbatim, and the API's own. */
export const BENEFIT_MESSAGES = {
  loadFailedDemo: 'We could not load benefits right now. Showing demo recommendations.',
  statusFailed: 'We could not update the benefit status. Please try again.',
  checklistFailed: 'We could not update the checklist. Please try again.',
  unavailable: 'We were unable to load benefits at this time.',
  notFound: 'We could not find that veteran.',
  unknownBenefitType: 'Choose a benefit type Waypoint tracks.',
  unknownStatus: 'Choose Not Started, In Progress or Completed.',
  checklistCompleted: 'Say whether the item is completed.',
  veteranIdRequired: 'A veteran id is required.',
} as const;

export const BENEFIT_SUMMARY = {
  eligibleTier: 'Eligible for VA Benefits',
  reviewTier: 'Benefits Review Needed',
  eligibleMessage: (count: number) =>
    `You qualify for ${formatCount(count, 'benefit')} now. Act first on the windows that close soonest.`,
  reviewMessage:
    'No benefit is open to you today. Check the reasons below and keep your profile dates up to date.',
} as const;

/** VA's pages on discharges, checked 2026-11-27 (docs/benefits-rules.md). */
export const DISCHARGE_LINKS = {
  upgrade: {
    label: 'VA: how to apply for a discharge upgrade',
    url: 'https://www.va.gov/discharge-upgrade-instructions/',
  },
  characterOfDischarge: {
    label: 'VA: the Character of Discharge review (VA benefits without an upgrade)',
    url: 'https://www.va.gov/discharge-upgrade-instructions/#other-options',
  },
  factSheet: {
    label: 'VA guidance on Character of Discharge reviews (fact sheet)',
    url: 'https://www.benefits.va.gov/BENEFITS/docs/COD_Factsheet.pdf',
  },
  mentalHealth: {
    label: 'VA mental health care',
    url: 'https://www.va.gov/health-care/health-needs-conditions/mental-health/',
  },
  representative: {
    label: 'Find a VA-accredited representative',
    url: 'https://www.va.gov/get-help-from-accredited-representative/find-rep/',
  },
} as const;

/**
 * What the benefits screen says about a discharge that is not honorable: VA's case-by-case review (a character
 * of discharge determination), what to do, and the upgrade route (decision 035).
 */
export const BENEFIT_DISCHARGE = {
  /** Listed under "Still needed" on a benefit VA decides case by case. */
  requirement: 'Apply anyway: VA decides on your discharge case by case (a character of discharge review)',
  statusLabel: 'To confirm with VA',
  cardNote:
    'VA decides this case by case, after looking at your service record (a character of discharge review). This is not a "no": apply anyway.',
  heading: 'Your discharge and VA benefits',
  intro: {
    GENERAL:
      'With a general (under honorable conditions) discharge, most VA benefits are open to you. The GI Bill needs an honorable discharge by law: only a discharge upgrade changes that.',
    OTHER_THAN_HONORABLE:
      'An other than honorable discharge does not rule out VA benefits. VA decides case by case, after looking at your whole service record, whether your service counts for VA benefits (a character of discharge review). That is why these benefits read "To confirm with VA" and not "Not eligible".',
    BAD_CONDUCT:
      'A bad-conduct discharge from a special court-martial does not rule out VA benefits: VA decides case by case (a character of discharge review). One from a general court-martial is a bar set by law, and a discharge upgrade is the way then. Your profile does not say which, so these benefits read "To confirm with VA".',
    ENTRY_LEVEL_SEPARATION:
      'With an uncharacterized (entry-level) separation, VA looks at the reason for your separation to decide whether your service counts for VA benefits. These benefits read "To confirm with VA".',
    DISHONORABLE:
      'A dishonorable discharge bars most VA benefits by law. VA still checks whether an exception applies (for example insanity at the time of the offence), and your service’s boards can upgrade a discharge.',
  },
  steps: {
    caseByCase: [
      'Apply for the benefits you need anyway. VA reviews your record when you apply; send documents that support your case, the same evidence you would send with an upgrade request. The review can take up to a year.',
      'You can ask for a VA Character of Discharge review and, at the same time, apply to your service for a discharge upgrade.',
      'Upgrade: your service’s Discharge Review Board (DD Form 293, within 15 years of discharge) or its Board for Correction of Military Records (DD Form 149).',
      'If you need mental health care, or care after military sexual trauma, VA may treat you right away, even without a review or an upgrade.',
      'A VA-accredited representative (for example of a Veterans Service Organization) can gather your evidence and apply with you.',
    ],
    upgradeOnly: [
      'Upgrade: your service’s Discharge Review Board (DD Form 293, within 15 years of discharge) or its Board for Correction of Military Records (DD Form 149).',
    ],
  },
  crisis: 'In crisis? Call 988 and press 1, or text 838255, whatever your discharge.',
} as const;
