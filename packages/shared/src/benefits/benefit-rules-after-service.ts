import type { BenefitRule } from './benefit-rule';
import { RULES_CHECKED_ON } from './benefit-rules-transition';

/** Rules as data: what applies after separation (see `benefit-rules-transition.ts` for the conventions). */

const DAY_AFTER = { days: 1 };
const OTHER_THAN_DISHONORABLE = { kind: 'discharge', standard: 'otherThanDishonorable' } as const;
const VGLI_SOURCE = {
  title: "VA: Veterans' Group Life Insurance (VGLI)",
  url: 'https://www.va.gov/life-insurance/options-eligibility/vgli/',
  lastVerified: RULES_CHECKED_ON,
};

export const AFTER_SERVICE_RULES: readonly BenefitRule[] = [
  {
    type: 'DISABILITY_COMPENSATION',
    name: 'Disability claim, paid from the day after separation',
    category: 'Disability',
    description:
      'File within 1 year after separation and compensation can start the day after you left. You can file later too; payments then start from the day VA gets your claim. An Intent to File holds your date for 1 year.',
    conditions: [
      OTHER_THAN_DISHONORABLE,
      { kind: 'selfReported', label: 'A condition caused or made worse by your service' },
    ],
    window: {
      opens: DAY_AFTER,
      closes: { years: 1 },
      summary: 'Within 1 year after separation for payments from the day after you left',
    },
    applicationUrl: 'https://www.va.gov/disability/file-disability-claim-form-21-526ez/',
    supportingDocuments: [
      'DD214',
      'Service treatment records',
      'VA Form 21-526EZ or 21-0966 (Intent to File)',
    ],
    checklistLabel: 'File your disability claim (or an Intent to File)',
    source: {
      title: 'VA: Disability compensation effective dates',
      url: 'https://www.va.gov/disability/about-disability-ratings/effective-date/',
      lastVerified: RULES_CHECKED_ON,
    },
    law: {
      citation: '38 U.S.C. § 5110(b)(1); 38 C.F.R. § 3.400(b)(2)(ii)',
      url: 'https://www.ecfr.gov/current/title-38/section-3.400',
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
      title: "VA: Servicemembers' Group Life Insurance (SGLI)",
      url: 'https://www.va.gov/life-insurance/options-eligibility/sgli/',
      lastVerified: RULES_CHECKED_ON,
    },
    law: { citation: '38 U.S.C. § 1968(a)(1)', url: 'https://www.law.cornell.edu/uscode/text/38/1968' },
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
    source: VGLI_SOURCE,
    law: { citation: '38 U.S.C. § 1977', url: 'https://www.law.cornell.edu/uscode/text/38/1977' },
  },
  {
    type: 'VA_DENTAL_ONE_TIME',
    name: 'VA dental care, one-time (Class II)',
    category: 'Health',
    description:
      'One-time dental care if your DD214 does not show a complete dental exam and all needed treatment before discharge. Apply within 180 days.',
    conditions: [
      OTHER_THAN_DISHONORABLE,
      { kind: 'minServiceDays', days: 90, label: 'At least 90 days of active duty' },
      {
        kind: 'selfReported',
        label: 'Your DD214 does not show a complete dental exam and all needed treatment before discharge',
      },
    ],
    window: { opens: DAY_AFTER, closes: { days: 180 }, summary: 'Apply within 180 days of discharge' },
    applicationUrl: 'https://www.va.gov/health-care/about-va-health-benefits/dental-care/',
    supportingDocuments: ['DD214', 'VA Form 10-10EZ'],
    checklistLabel: 'Apply for one-time VA dental care',
    source: {
      title: 'VA: Dental care (VA fact sheet IB 10-442, Dental Benefits for Veterans)',
      url: 'https://www.va.gov/health-care/about-va-health-benefits/dental-care/',
      lastVerified: RULES_CHECKED_ON,
    },
    law: {
      citation: '38 U.S.C. § 1712(a)(1)(B)',
      url: 'https://www.law.cornell.edu/uscode/text/38/1712',
    },
  },
  {
    type: 'VA_HEALTH_CARE_COMBAT',
    name: 'VA health care: combat veterans and toxic exposure',
    category: 'Health',
    description:
      'Combat veterans can enrol in VA health care without a service-connected rating for 10 years after discharge. Since 5 March 2024, veterans exposed to toxins or hazards in service (including every post-9/11 combat zone) can enrol at any time under the PACT Act.',
    conditions: [
      OTHER_THAN_DISHONORABLE,
      {
        kind: 'selfReported',
        label: 'Combat service after 11 November 1998, or exposure to toxins or hazards in service',
      },
    ],
    window: {
      opens: DAY_AFTER,
      milestone: {
        label: 'End of the 10-year combat-veteran period (toxic-exposed veterans can still enrol)',
        offset: { years: 10 },
      },
      summary:
        'Enrol as a combat veteran within 10 years of discharge; toxic-exposed veterans can enrol at any time (PACT Act)',
    },
    windowBefore: [
      {
        before: '2013-10-01',
        window: {
          opens: DAY_AFTER,
          milestone: {
            label: 'End of the 5-year combat-veteran period (toxic-exposed veterans can still enrol)',
            offset: { years: 5 },
          },
          summary:
            'The combat-veteran period was 5 years after discharge; toxic-exposed veterans can enrol at any time (PACT Act)',
        },
      },
    ],
    applicationUrl: 'https://www.va.gov/health-care/apply-for-health-care-form-10-10ez/',
    supportingDocuments: ['DD214 showing combat service or deployment', 'VA Form 10-10EZ'],
    checklistLabel: 'Enrol in VA health care',
    source: {
      title: 'VA: The PACT Act and your VA benefits',
      url: 'https://www.va.gov/resources/the-pact-act-and-your-va-benefits/',
      lastVerified: RULES_CHECKED_ON,
    },
    law: {
      citation: '38 U.S.C. § 1710(e)(1)(D), (e)(1)(F), (e)(3); PACT Act, Pub. L. 117-168, §§ 102–103',
      url: 'https://www.law.cornell.edu/uscode/text/38/1710',
    },
  },
  {
    type: 'VA_MENTAL_HEALTH_NEW_VETERANS',
    name: 'VA mental health care for new veterans',
    category: 'Health',
    description:
      'Free mental health care for a year after separation, whatever your discharge, service history or eligibility for VA health care; you do not need to be enrolled. After that year it continues through VA health care, and crisis care is there at any time.',
    conditions: [],
    window: {
      opens: DAY_AFTER,
      milestone: { label: 'End of the first free year (then through VA health care)', offset: { years: 1 } },
      summary: 'Free for the first year after separation, whatever your discharge',
    },
    applicationUrl: 'https://www.va.gov/health-care/health-needs-conditions/mental-health/',
    supportingDocuments: ['DD214'],
    checklistLabel: 'Note how to reach VA mental health care',
    source: {
      title: 'VA: Mental health care',
      url: 'https://www.va.gov/health-care/health-needs-conditions/mental-health/',
      lastVerified: RULES_CHECKED_ON,
    },
    law: {
      citation: '38 U.S.C. § 1720I; Executive Order 13822',
      url: 'https://www.law.cornell.edu/uscode/text/38/1720I',
    },
  },
];
