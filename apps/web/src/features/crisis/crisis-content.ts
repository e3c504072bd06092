/**
 * Crisis contacts. Fixed data on purpose (the spec: "crisis data: fixed client data, no calls"): this page must
 * work when the API is down. Numbers checked against the services' own published contact details.
 */

export interface CrisisAction {
  label: string;
  href: string;
  kind: 'call' | 'text' | 'chat' | 'whatsapp' | 'web';
}

export interface CrisisLine {
  key: 'veterans-crisis-line' | 'lifeline' | 'crisis-text-line';
  name: string;
  description: string;
  actions: readonly CrisisAction[];
  note?: string;
}

export const VETERANS_CRISIS_CHAT_URL = 'https://www.veteranscrisisline.net/get-help-now/chat/';

export const QUICK_ACTIONS: readonly CrisisAction[] = [
  { label: 'Call 988, then press 1', href: 'tel:988', kind: 'call' },
  { label: 'Text 838255', href: 'sms:838255', kind: 'text' },
  { label: 'Chat online', href: VETERANS_CRISIS_CHAT_URL, kind: 'chat' },
];

export const CRISIS_LINES: readonly CrisisLine[] = [
  {
    key: 'veterans-crisis-line',
    name: 'Veterans Crisis Line',
    description:
      'Free, confidential support 24 hours a day, 7 days a week for veterans, service members, National Guard and Reserve members, and the people who care about them. You do not need to be enrolled in VA benefits or health care.',
    actions: QUICK_ACTIONS,
    note: 'Deaf or hard of hearing: use your preferred relay service, or dial 711 and then 988.',
  },
  {
    key: 'lifeline',
    name: 'National Suicide Prevention Lifeline',
    description:
      'Now the 988 Suicide & Crisis Lifeline: free, confidential support for anyone in suicidal crisis or emotional distress, 24/7, in English and Spanish.',
    actions: [
      { label: 'Call 988', href: 'tel:988', kind: 'call' },
      { label: 'Text 988', href: 'sms:988', kind: 'text' },
      { label: 'Chat at 988lifeline.org', href: 'https://988lifeline.org/chat/', kind: 'chat' },
    ],
  },
  {
    key: 'crisis-text-line',
    name: 'Crisis Text Line',
    description:
      'Text with a trained volunteer crisis counselor, free and 24/7, about any painful emotion or difficult moment.',
    actions: [
      { label: 'Text HOME to 741741', href: 'sms:741741?&body=HOME', kind: 'text' },
      { label: 'Message HOME on WhatsApp', href: 'https://wa.me/14437877678?text=HOME', kind: 'whatsapp' },
    ],
  },
];

export interface ExtraResource {
  name: string;
  description: string;
  action: CrisisAction;
}

export const EXTRA_RESOURCES: readonly ExtraResource[] = [
  {
    name: 'SAMHSA National Helpline',
    description:
      'Free, confidential treatment referral and information about mental health and substance use, 24/7, in English and Spanish.',
    action: { label: 'Call 1-800-662-4357', href: 'tel:18006624357', kind: 'call' },
  },
  {
    name: 'VA PTSD support',
    description:
      'The VA National Center for PTSD explains treatment options, self-help tools and how to get care through VA.',
    action: { label: 'Visit the National Center for PTSD', href: 'https://www.ptsd.va.gov/', kind: 'web' },
  },
  {
    name: 'Find local VA crisis services',
    description: 'Find the suicide prevention coordinator, VA medical center or Vet Center closest to you.',
    action: {
      label: 'Find local resources',
      href: 'https://www.veteranscrisisline.net/find-resources/local-resources/',
      kind: 'web',
    },
  },
];
