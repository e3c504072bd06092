import type { BenefitRule } from './benefit-rule';
import { RULES_CHECKED_ON } from './benefit-rules-transition';

/** Rules as data: education, employment and housing (see `benefit-rules-transition.ts` for the conventions). */

const HONORABLE = { kind: 'discharge', standard: 'honorable' } as const;
const OTHER_THAN_DISHONORABLE = { kind: 'discharge', standard: 'otherThanDishonorable' } as const;
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
      title: 'VA: Post-9/11 GI Bill (Chapter 33)',
      url: 'https://www.va.gov/education/about-gi-bill-benefits/post-9-11/',
      lastVerified: RULES_CHECKED_ON,
    },
    law: {
      citation: '38 U.S.C. § 3311 (eligibility); 38 U.S.C. § 3321 (time limit)',
      url: 'https://www.law.cornell.edu/uscode/text/38/3321',
    },
  },
  {
    type: 'POST_911_GI_BILL_TRANSFER',
    name: 'Transfer your Post-9/11 GI Bill to your family (TEB)',
    category: 'Education',
    description:
      'Give unused Post-9/11 GI Bill months to your spouse or children. Only while you serve: DoD must approve the transfer before you separate, and you agree to serve 4 more years from the day it is approved. After separation it is too late.',
    conditions: [
      { kind: 'stillServing' },
      {
        kind: 'selfReported',
        label:
          'At least 6 years of service on the day the transfer is approved (no minimum with a Purple Heart)',
      },
      {
        kind: 'selfReported',
        label: 'You agree to serve 4 more years from that day (extending or re-enlisting if needed)',
      },
      { kind: 'selfReported', label: 'The family members are enrolled in DEERS' },
    ],
    window: {
      closes: { days: 0 },
      milestone: {
        label: 'Last day with 4 years of service still ahead (after it, only by extending or re-enlisting)',
        offset: { years: -4 },
      },
      summary:
        'Only while serving: approved before your last day, with 4 more years of service (usually an extension or re-enlistment)',
    },
    applicationUrl: 'https://milconnect.dmdc.osd.mil/milconnect/',
    supportingDocuments: [
      'Transfer of Education Benefits (TEB) request in milConnect',
      'Service obligation agreement (extension or re-enlistment)',
      'Family members enrolled in DEERS',
    ],
    checklistLabel: 'Decide on transferring your GI Bill before you separate',
    reminderNote:
      'The transfer must be approved while you serve and adds 4 years of service: ask your career counselor or personnel office now.',
    source: {
      title: 'VA: Transfer your Post-9/11 GI Bill benefits',
      url: 'https://www.va.gov/education/transfer-post-9-11-gi-bill-benefits/',
      lastVerified: RULES_CHECKED_ON,
    },
    law: { citation: '38 U.S.C. § 3319', url: 'https://www.law.cornell.edu/uscode/text/38/3319' },
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
      title: 'VA: Montgomery GI Bill Active Duty (MGIB-AD)',
      url: 'https://www.va.gov/education/about-gi-bill-benefits/montgomery-active-duty/',
      lastVerified: RULES_CHECKED_ON,
    },
    law: {
      citation: '38 U.S.C. § 3011 (eligibility); 38 U.S.C. § 3031 (time limit)',
      url: 'https://www.law.cornell.edu/uscode/text/38/3031',
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
        window: {
          milestone: {
            label: '12 years after separation: the basic period ends, unless your first VA rating came later',
            offset: { years: 12 },
          },
          summary:
            '12 years from your separation or your first VA rating notice, whichever is later (a counselor can extend it)',
        },
      },
    ],
    applicationUrl: 'https://www.va.gov/careers-employment/vocational-rehabilitation/apply-vre-form-28-1900/',
    supportingDocuments: ['VA disability rating decision', 'VA Form 28-1900'],
    checklistLabel: 'Apply for Veteran Readiness and Employment',
    source: {
      title: 'VA: Eligibility for Veteran Readiness and Employment',
      url: 'https://www.va.gov/careers-employment/vocational-rehabilitation/eligibility/',
      lastVerified: RULES_CHECKED_ON,
    },
    law: {
      citation: '38 U.S.C. §§ 3102–3103; 38 C.F.R. § 21.41',
      url: 'https://www.law.cornell.edu/uscode/text/38/3103',
    },
  },
  {
    type: 'VA_HOME_LOAN_COE',
    name: 'VA home loan Certificate of Eligibility',
    category: 'Housing',
    description:
      'No deadline. For service since 2 August 1990: 24 continuous months of active duty, or the full period (at least 90 days) you were called or ordered to; 90 continuous days while still serving. Some early discharges count with less.',
    conditions: [
      OTHER_THAN_DISHONORABLE,
      {
        kind: 'minimumService',
        whileServing: { days: 90, label: 'At least 90 continuous days of active duty (while serving)' },
        afterSeparation: {
          months: 24,
          label: 'At least 24 continuous months of active duty',
          otherwise:
            'You served the full period you were called or ordered to active duty (at least 90 days), or were discharged early for hardship, the convenience of the government, a reduction in force, certain medical conditions or a service-connected disability',
        },
      },
    ],
    window: { summary: 'No deadline' },
    applicationUrl: 'https://www.va.gov/housing-assistance/home-loans/how-to-request-coe/',
    supportingDocuments: ['DD214'],
    checklistLabel: 'Request your home loan Certificate of Eligibility',
    source: {
      title: 'VA: Eligibility requirements for VA home loan programs',
      url: 'https://www.va.gov/housing-assistance/home-loans/eligibility/',
      lastVerified: RULES_CHECKED_ON,
    },
    law: {
      citation: '38 U.S.C. § 3702(a)(2); 38 U.S.C. § 5303A (minimum service)',
      url: 'https://www.law.cornell.edu/uscode/text/38/3702',
    },
  },
  {
    type: 'UNEMPLOYMENT_UCX',
    name: 'Unemployment Compensation for Ex-servicemembers (UCX)',
    category: 'Employment',
    description:
      'Unemployment pay based on your military service, through your state. File as soon as possible after separation if you are not working; the state decides the amount and how long.',
    conditions: [
      { kind: 'discharge', standard: 'underHonorableConditions' },
      {
        kind: 'selfReported',
        label:
          'You completed your first full term of active service, or left it early for a reason the law accepts (an early-release program; a medical reason, pregnancy, parenthood or a service injury or disability; hardship; or, after 365 days, personality disorder or inaptitude)',
      },
    ],
    window: { opens: { days: 1 }, summary: 'File as soon as possible with your state' },
    applicationUrl: 'https://www.dol.gov/agencies/eta/unemployment-insurance/programs/ucx',
    supportingDocuments: ['DD214 member copy 4'],
    checklistLabel: 'File for UCX with your state if you are not working',
    source: {
      title: 'U.S. Department of Labor: Unemployment Compensation for Ex-servicemembers (UCX)',
      url: 'https://www.dol.gov/agencies/eta/unemployment-insurance/programs/ucx',
      lastVerified: RULES_CHECKED_ON,
    },
    law: {
      citation: '5 U.S.C. § 8521(a)(1); 20 C.F.R. part 614',
      url: 'https://www.law.cornell.edu/uscode/text/5/8521',
    },
  },
];
