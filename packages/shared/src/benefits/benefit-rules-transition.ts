import type { BenefitRule } from './benefit-rule';

/*
 * Rules as data: what applies before and around separation. Windows are offsets from the separation date (the
 * profile's service end date). Each rule cites the official page that states it and the law behind it, with the
 * day both were last checked (docs/benefits-rules.md lists what was checked against what).
 */

/** The day the rules were last checked against their sources. */
export const RULES_CHECKED_ON = '2026-11-27';

export const TRANSITION_RULES: readonly BenefitRule[] = [
  {
    type: 'TRANSITION_ASSISTANCE_PROGRAM',
    name: 'Transition Assistance Program (TAP)',
    category: 'Transition',
    description:
      'Pre-separation counselling and transition workshops, required before you separate. Start no later than 365 days before separation (retirees may start up to 24 months before); with less time left, start as soon as possible.',
    conditions: [{ kind: 'stillServing' }],
    window: {
      closes: { days: 0 },
      milestone: { label: 'Start TAP by this day (365 days before separation)', offset: { days: -365 } },
      summary:
        'Start no later than 365 days before separation; with less time left, start as soon as possible',
    },
    applicationUrl: 'https://www.dodtap.mil/',
    supportingDocuments: ['Separation or retirement orders'],
    checklistLabel: 'Start the Transition Assistance Program',
    source: {
      title: 'DoD Transition Assistance Program',
      url: 'https://www.dodtap.mil/dodtap/app/about',
      lastVerified: RULES_CHECKED_ON,
    },
    law: {
      citation: '10 U.S.C. § 1142(a)(3)',
      url: 'https://www.law.cornell.edu/uscode/text/10/1142',
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
      title: 'DoD SkillBridge: program overview',
      url: 'https://skillbridge.osd.mil/program-overview.htm',
      lastVerified: RULES_CHECKED_ON,
    },
    law: {
      citation: '10 U.S.C. § 1143(e); DoD Instruction 1322.29',
      url: 'https://www.law.cornell.edu/uscode/text/10/1143',
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
      lastVerified: RULES_CHECKED_ON,
    },
    law: {
      citation: null,
      reason:
        'A VA claims program: the 180-to-90-day window is VA procedure (M21-1, Part III, Subpart i, Chapter 2), not set by statute.',
    },
  },
  {
    type: 'EDUCATION_CAREER_COUNSELING',
    name: 'Educational and career counseling (Chapter 36)',
    category: 'Employment',
    description:
      'Free counselling on careers, training and using your VA benefits. Open from 6 months before separation. The 1-year limit after separation applies only if you qualify by your separation alone: with a VA education benefit (such as the GI Bill) or VR&E you can ask at any time.',
    conditions: [{ kind: 'discharge', standard: 'otherThanDishonorable' }],
    window: {
      opens: { days: -180 },
      milestone: {
        label: 'Last day if you qualify by your separation alone (no VA education benefit or VR&E)',
        offset: { years: 1 },
      },
      summary:
        'From 6 months before separation; the 1-year limit after separation applies only without a VA education benefit or VR&E',
    },
    applicationUrl: 'https://www.va.gov/careers-employment/education-and-career-counseling/',
    supportingDocuments: ['VA Form 25-8832', 'Separation orders or DD214'],
    checklistLabel: 'Request educational and career counseling',
    source: {
      title: 'VA: Personalized Career Planning and Guidance (Chapter 36)',
      url: 'https://www.va.gov/careers-employment/education-and-career-counseling/',
      lastVerified: RULES_CHECKED_ON,
    },
    law: {
      citation: '38 U.S.C. § 3697A',
      url: 'https://www.law.cornell.edu/uscode/text/38/3697A',
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
      title: 'TRICARE: Transitional Assistance Management Program (TAMP) and CHCBP',
      url: 'https://www.tricare.mil/Plans/SpecialPrograms/TAMP',
      lastVerified: RULES_CHECKED_ON,
    },
    law: {
      citation: '10 U.S.C. § 1145(a) (TAMP); 10 U.S.C. § 1078a (CHCBP)',
      url: 'https://www.law.cornell.edu/uscode/text/10/1145',
    },
  },
];
