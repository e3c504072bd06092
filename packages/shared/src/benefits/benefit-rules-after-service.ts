import type { BenefitRule } from './benefit-rule';
import { OTHER_THAN_DISHONORABLE } from './benefit-rules-transition';

/** Rules as data: what applies after separation (see `benefit-rules-transition.ts` for the conventions). */

const DAY_AFTER = { days: 1 };

export const AFTER_SERVICE_RULES: readonly BenefitRule[] = [
  {
    type: 'DISABILITY_COMPENSATION',
    name: 'Disability claim, paid from the day after separation',
    category: 'Disability',
    description:
      'File within 1 year after separation and compensation can start the day after you left. An Intent to File holds your date for 1 year.',
    conditions: [
      OTHER_THAN_DISHONORABLE,
      { kind: 'selfReported', label: 'A condition caused or made worse by your service' },
    ],
    window: { opens: DAY_AFTER, closes: { years: 1 }, summary: 'Within 1 year after separation' },
    applicationUrl: 'https://www.va.gov/disability/file-disability-claim-form-21-526ez/',
    supportingDocuments: [
      'DD214',
      'Service treatment records',
      'VA Form 21-526EZ or 21-0966 (Intent to File)',
    ],
    checklistLabel: 'File your disability claim (or an Intent to File)',
    source: {
      title: '38 CFR § 3.400(b)(2), effective dates of compensation',
      url: 'https://www.ecfr.gov/current/title-38/section-3.400',
      lastVerified: null,
    },
  },
  {
    type: 'SGLI_FREE_COVERAGE',
    name: 'SGLI free coverage after separation',
    category: 'Insurance',
    description: 'Your SGLI life insurance continues free for 120 days after separation.',
    conditions: [],
    window: { opens: DAY_AFTER, closes: { days: 120 }, summary: 'Free for 120 days after separation' },
    applicationUrl: 'https://www.va.gov/life-insurance/options-eligibility/sgli/',
    supportingDocuments: ['DD214'],
    checklistLabel: 'Decide on life insurance before free SGLI ends',
    source: {
      title: 'VA Insurance: VGLI no-health period and SGLI free coverage',
      url: 'https://www.benefits.va.gov/INSURANCE/resources-news.asp',
      lastVerified: '2026-11-23',
    },
  },
  {
    type: 'VGLI',
    name: "Veterans' Group Life Insurance (VGLI)",
    category: 'Insurance',
    description:
      'Convert SGLI to VGLI. Apply within 1 year and 120 days of separation; early applications need no health questions.',
    conditions: [{ kind: 'selfReported', label: 'You had SGLI coverage when you separated' }],
    window: {
      opens: DAY_AFTER,
      closes: { years: 1, days: 120 },
      milestone: { label: 'Last day without health questions', offset: { days: 240 } },
      summary: 'Apply within 1 year and 120 days of separation; no health questions within 240 days',
    },
    windowBefore: [
      {
        before: '2012-11-01',
        window: {
          opens: DAY_AFTER,
          closes: { years: 1, days: 120 },
          milestone: { label: 'Last day without health questions', offset: { days: 120 } },
          summary: 'Apply within 1 year and 120 days of separation; no health questions within 120 days',
        },
      },
    ],
    applicationUrl: 'https://www.va.gov/life-insurance/options-eligibility/vgli/',
    supportingDocuments: ['DD214', 'SGLI coverage amount at separation'],
    checklistLabel: 'Apply for VGLI',
    source: {
      title: 'VA Insurance: VGLI no-health period',
      url: 'https://www.benefits.va.gov/INSURANCE/resources-news.asp',
      lastVerified: '2026-11-23',
    },
  },
  {
    type: 'VA_DENTAL_ONE_TIME',
    name: 'VA dental care, one-time (Class II)',
    category: 'Health',
    description:
      'One-time dental care if your DD214 does not show a complete dental exam and treatment before discharge.',
    conditions: [
      OTHER_THAN_DISHONORABLE,
      { kind: 'minServiceDays', days: 90, label: 'At least 90 days of active duty' },
    ],
    window: { opens: DAY_AFTER, closes: { days: 180 }, summary: 'Apply within 180 days of discharge' },
    applicationUrl: 'https://www.va.gov/health-care/about-va-health-benefits/dental-care/',
    supportingDocuments: ['DD214', 'VA Form 10-10EZ'],
    checklistLabel: 'Apply for one-time VA dental care',
    source: {
      title: 'VA Fact Sheet 164-3, Dental Benefits for Veterans',
      url: 'https://www.va.gov/health-care/about-va-health-benefits/dental-care/',
      lastVerified: '2026-11-23',
    },
  },
  {
    type: 'VA_HEALTH_CARE_COMBAT',
    name: "VA health care, combat veterans' enhanced eligibility",
    category: 'Health',
    description:
      'Combat veterans can enrol in VA health care without a service-connected rating during this period (10 years under the PACT Act).',
    conditions: [
      OTHER_THAN_DISHONORABLE,
      { kind: 'selfReported', label: 'Combat service after 11 November 1998' },
    ],
    window: {
      opens: DAY_AFTER,
      closes: { years: 10 },
      summary: 'Enrol within 10 years of discharge (PACT Act)',
    },
    windowBefore: [
      {
        before: '2013-10-01',
        window: { opens: DAY_AFTER, closes: { years: 5 }, summary: 'Enrol within 5 years of discharge' },
      },
    ],
    applicationUrl: 'https://www.va.gov/health-care/apply-for-health-care-form-10-10ez/',
    supportingDocuments: ['DD214 showing combat service', 'VA Form 10-10EZ'],
    checklistLabel: 'Enrol in VA health care',
    source: {
      title: 'VA: PACT Act health care eligibility',
      url: 'https://www.va.gov/resources/the-pact-act-and-your-va-benefits/',
      lastVerified: '2026-11-23',
    },
  },
  {
    type: 'VA_MENTAL_HEALTH_NEW_VETERANS',
    name: 'VA mental health care for new veterans',
    category: 'Health',
    description:
      'Mental health care for at least the first year after separation, whatever your enrolment status.',
    conditions: [],
    window: {
      opens: DAY_AFTER,
      closes: { years: 1 },
      summary: 'During at least the first year after separation',
    },
    applicationUrl: 'https://www.va.gov/health-care/health-needs-conditions/mental-health/',
    supportingDocuments: ['DD214'],
    checklistLabel: 'Note how to reach VA mental health care',
    source: {
      title: 'Executive Order 13822 and 38 U.S.C. § 1720I',
      url: 'https://www.va.gov/health-care/health-needs-conditions/mental-health/',
      lastVerified: null,
    },
  },
];
