import type { BenefitCondition, BenefitRule } from './benefit-rule';

/*
 * Rules as data: what applies before and around separation. Windows are offsets from the separation date (the
 * profile's service end date). `lastVerified` is the day the window was checked against the cited source;
 * null marks a rule whose source could not be re-checked, which the screen says.
 */

export const OTHER_THAN_DISHONORABLE: BenefitCondition = {
  kind: 'dischargeIn',
  statuses: ['HONORABLE', 'GENERAL', 'MEDICAL', 'ENTRY_LEVEL_SEPARATION'],
  label: 'Discharge under other than dishonorable conditions',
};

export const TRANSITION_RULES: readonly BenefitRule[] = [
  {
    type: 'TRANSITION_ASSISTANCE_PROGRAM',
    name: 'Transition Assistance Program (TAP)',
    category: 'Transition',
    description:
      'Pre-separation counselling and transition workshops. Start no later than 365 days before separation; retirees may start up to 24 months before.',
    conditions: [{ kind: 'stillServing' }],
    window: { closes: { days: -365 }, summary: 'Start no later than 365 days before separation' },
    applicationUrl: 'https://www.dodtap.mil/',
    supportingDocuments: ['Separation or retirement orders'],
    checklistLabel: 'Start the Transition Assistance Program',
    source: {
      title: '10 U.S.C. § 1142, DoD Transition Assistance Program',
      url: 'https://www.dodtap.mil/dodtap/app/about',
      lastVerified: null,
    },
  },
  {
    type: 'DOD_SKILLBRIDGE',
    name: 'DoD SkillBridge',
    category: 'Employment',
    description:
      'Civilian training, apprenticeships or internships during the last 180 days of service, with command approval.',
    conditions: [{ kind: 'stillServing' }],
    window: {
      opens: { days: -179 },
      closes: { days: 0 },
      summary: 'Only during the last 180 days of service',
    },
    applicationUrl: 'https://skillbridge.osd.mil/',
    supportingDocuments: ['Commander approval', 'Separation orders'],
    checklistLabel: 'Ask your command about a SkillBridge placement',
    source: {
      title: 'DoD SkillBridge program, DoDI 1322.29',
      url: 'https://skillbridge.osd.mil/program-overview.htm',
      lastVerified: null,
    },
  },
  {
    type: 'BENEFITS_DELIVERY_AT_DISCHARGE',
    name: 'Benefits Delivery at Discharge (BDD) claim',
    category: 'Disability',
    description:
      'File your disability claim before you separate so a decision can come soon after. You must be available for VA exams for 45 days after filing.',
    conditions: [{ kind: 'stillServing' }],
    window: {
      opens: { days: -180 },
      closes: { days: -90 },
      summary: 'File 180 to 90 days before separation',
    },
    applicationUrl: 'https://www.va.gov/disability/how-to-file-claim/when-to-file/pre-discharge-claim/',
    supportingDocuments: [
      'Service treatment records',
      'Separation Health Assessment Part A',
      'VA Form 21-526EZ',
    ],
    checklistLabel: 'File a BDD disability claim',
    source: {
      title: 'VA Benefits Delivery at Discharge program',
      url: 'https://benefits.va.gov/PREDISCHARGE/claims-pre-discharge-benefits-delivery-at-discharge.asp',
      lastVerified: '2026-11-23',
    },
  },
  {
    type: 'EDUCATION_CAREER_COUNSELING',
    name: 'Educational and career counseling (Chapter 36)',
    category: 'Employment',
    description: 'Free counselling on careers, training and using your VA benefits.',
    conditions: [OTHER_THAN_DISHONORABLE],
    window: {
      opens: { days: -180 },
      closes: { years: 1 },
      summary: 'From 180 days before to 1 year after separation',
    },
    applicationUrl: 'https://www.va.gov/careers-employment/education-and-career-counseling/',
    supportingDocuments: ['VA Form 25-8832', 'Separation orders or DD214'],
    checklistLabel: 'Request educational and career counseling',
    source: {
      title: 'VA Personalized Career Planning and Guidance (Chapter 36)',
      url: 'https://www.va.gov/careers-employment/education-and-career-counseling/',
      lastVerified: null,
    },
  },
  {
    type: 'TAMP_CHCBP',
    name: 'TAMP transitional health coverage, then CHCBP',
    category: 'Health',
    description:
      'Eligible separating members keep TRICARE for 180 days (TAMP). The Continued Health Care Benefit Program must be bought within 60 days of losing that coverage.',
    conditions: [
      {
        kind: 'selfReported',
        label: 'Your separation qualifies for TAMP (for example involuntary separation)',
      },
    ],
    window: {
      opens: { days: 1 },
      closes: { days: 240 },
      milestone: { label: 'TAMP coverage ends', offset: { days: 180 } },
      summary: '180 days of transitional coverage; enrol in CHCBP within 60 days of losing it',
    },
    applicationUrl: 'https://www.tricare.mil/chcbp',
    supportingDocuments: ['DD214', 'Proof of loss of coverage'],
    checklistLabel: 'Plan health coverage after TAMP (CHCBP)',
    source: {
      title: 'TRICARE: TAMP and CHCBP',
      url: 'https://www.tricare.mil/Plans/SpecialPrograms/TAMP',
      lastVerified: null,
    },
  },
];
