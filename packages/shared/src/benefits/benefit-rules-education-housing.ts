import type { BenefitRule } from './benefit-rule';
import { OTHER_THAN_DISHONORABLE } from './benefit-rules-transition';

/** Rules as data: education, employment and housing (see `benefit-rules-transition.ts` for the conventions). */

const HONORABLE = {
  kind: 'dischargeIn',
  statuses: ['HONORABLE', 'MEDICAL'],
  label: 'Honorable discharge',
} as const;
const FOREVER_GI_BILL = '2013-01-01';

export const EDUCATION_HOUSING_RULES: readonly BenefitRule[] = [
  {
    type: 'POST_911_GI_BILL',
    name: 'Post-9/11 GI Bill',
    category: 'Education',
    description:
      'Tuition, housing and books. No time limit when your service ended on or after 1 January 2013; 15 years before that.',
    conditions: [
      HONORABLE,
      { kind: 'servedAfter', date: '2001-09-10', label: 'Active duty after 10 September 2001' },
      { kind: 'minServiceDays', days: 90, label: 'At least 90 days of active duty' },
    ],
    window: { summary: 'No time limit (service ended on or after 1 January 2013)' },
    windowBefore: [
      {
        before: FOREVER_GI_BILL,
        window: { closes: { years: 15 }, summary: 'Use within 15 years of your last discharge' },
      },
    ],
    applicationUrl: 'https://www.va.gov/education/apply-for-gi-bill-form-22-1990/',
    supportingDocuments: ['DD214', 'VA Form 22-1990'],
    checklistLabel: 'Apply for the Post-9/11 GI Bill',
    source: {
      title: '38 U.S.C. § 3321, time limitation for use of entitlement',
      url: 'https://www.law.cornell.edu/uscode/text/38/3321',
      lastVerified: '2026-11-23',
    },
  },
  {
    type: 'MONTGOMERY_GI_BILL_ACTIVE_DUTY',
    name: 'Montgomery GI Bill, active duty (MGIB-AD)',
    category: 'Education',
    description:
      'Education benefits if you paid the $1,200 buy-in. Use them within 10 years of your last discharge.',
    conditions: [
      HONORABLE,
      { kind: 'minServiceDays', days: 730, label: 'At least 2 years of active duty' },
      { kind: 'selfReported', label: 'You paid the $1,200 MGIB buy-in' },
    ],
    window: { closes: { years: 10 }, summary: 'Use within 10 years of your last discharge' },
    applicationUrl: 'https://www.va.gov/education/about-gi-bill-benefits/montgomery-active-duty/',
    supportingDocuments: ['DD214', 'VA Form 22-1990'],
    checklistLabel: 'Choose between the Montgomery and Post-9/11 GI Bill',
    source: {
      title: '38 U.S.C. § 3031, time limitation for MGIB-AD',
      url: 'https://www.law.cornell.edu/uscode/text/38/3031',
      lastVerified: null,
    },
  },
  {
    type: 'VETERAN_READINESS_EMPLOYMENT',
    name: 'Veteran Readiness and Employment (VR&E)',
    category: 'Employment',
    description:
      'Job training, education and support for veterans with a service-connected disability rating.',
    conditions: [
      OTHER_THAN_DISHONORABLE,
      { kind: 'selfReported', label: 'A VA disability rating of at least 10%' },
    ],
    window: { summary: 'No time limit (discharged on or after 1 January 2013)' },
    windowBefore: [
      {
        before: FOREVER_GI_BILL,
        window: { closes: { years: 12 }, summary: '12 years from separation or your first rating' },
      },
    ],
    applicationUrl: 'https://www.va.gov/careers-employment/vocational-rehabilitation/apply-vre-form-28-1900/',
    supportingDocuments: ['VA disability rating decision', 'VA Form 28-1900'],
    checklistLabel: 'Apply for Veteran Readiness and Employment',
    source: {
      title: 'VA: Eligibility for Veteran Readiness and Employment',
      url: 'https://www.va.gov/careers-employment/vocational-rehabilitation/eligibility/',
      lastVerified: '2026-11-23',
    },
  },
  {
    type: 'VA_HOME_LOAN_COE',
    name: 'VA home loan Certificate of Eligibility',
    category: 'Housing',
    description:
      'No deadline. Minimum service rules apply (for example 90 continuous days in wartime, 181 days otherwise).',
    conditions: [
      OTHER_THAN_DISHONORABLE,
      { kind: 'minServiceDays', days: 90, label: 'At least 90 days of active duty' },
    ],
    window: { summary: 'No deadline' },
    applicationUrl: 'https://www.va.gov/housing-assistance/home-loans/how-to-request-coe/',
    supportingDocuments: ['DD214'],
    checklistLabel: 'Request your home loan Certificate of Eligibility',
    source: {
      title: 'VA: Eligibility requirements for VA home loan programs',
      url: 'https://www.va.gov/housing-assistance/home-loans/eligibility/',
      lastVerified: null,
    },
  },
  {
    type: 'UNEMPLOYMENT_UCX',
    name: 'Unemployment Compensation for Ex-servicemembers (UCX)',
    category: 'Employment',
    description: 'File with your state as soon as possible after separation if you are not working.',
    conditions: [HONORABLE],
    window: { opens: { days: 1 }, summary: 'File as soon as possible with your state' },
    applicationUrl: 'https://www.dol.gov/agencies/eta/unemployment-insurance/programs/ucx',
    supportingDocuments: ['DD214 member copy 4'],
    checklistLabel: 'File for UCX with your state if you are not working',
    source: {
      title: 'U.S. Department of Labor: UCX',
      url: 'https://www.dol.gov/agencies/eta/unemployment-insurance/programs/ucx',
      lastVerified: null,
    },
  },
];
