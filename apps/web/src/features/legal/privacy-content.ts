import { LAST_UPDATED, WRITE_TO_US, WRITE_TO_US_PHRASE, type LegalDocumentContent } from './legal-types';

export const PRIVACY_POLICY: LegalDocumentContent = {
  title: 'Privacy Policy',
  lastUpdated: LAST_UPDATED,
  summary:
    'Waypoint keeps the information you give us to help you move into civilian life, and nothing more. We encrypt your documents, we never sell your data, and you can download or delete it at any time.',
  sections: [
    {
      id: 'what-we-store',
      heading: 'What we store',
      bullets: [
        'Your account: your name, e-mail address, phone number if you add one, and your password in a one-way hashed form that no one at Waypoint can read.',
        'Your veteran profile: branch, rank, military occupation code, discharge status, service dates, career interests, preferred location, whether you would relocate, and how often you want job alerts.',
        'Documents you upload to the vault, with the categories and notes you add.',
        'Wellness journal entries and the mood ratings you record.',
        'Community posts, the circles you join and the mentorship requests you send.',
        'Messages you send us through the contact form.',
        'An audit log of sign-ins (time, IP address and browser), document downloads and shares, and role changes, so we can spot and investigate misuse of your account.',
      ],
    },
    {
      id: 'documents',
      heading: 'How we protect your documents',
      paragraphs: [
        'Every file in your document vault is encrypted before it is stored, using AES-256-GCM with a fresh data key for each file. That data key is itself encrypted (wrapped) by a master key that is kept apart from the files, so a copy of the stored files alone cannot be read.',
        'When you share a document, the link contains a long random code and expires after the number of days you choose, from 1 to 30. Every download and share is recorded in the audit log.',
      ],
    },
    {
      id: 'how-we-use',
      heading: 'How we use your information',
      bullets: [
        'To run the services you use: translating your occupation code, matching jobs and mentors, recommending benefits and keeping your roadmap.',
        'When you ask for a benefits snapshot or eligibility check, to look up your record with the VA benefits portal using your e-mail address.',
        'To keep your account secure and to investigate abuse.',
        'To answer you when you contact us.',
      ],
    },
    {
      id: 'email',
      heading: 'E-mail',
      paragraphs: [
        'We send account e-mails you need (address verification, password reset and security notices), job alerts and digests at the frequency you choose, and replies to your messages. You can change or turn off alerts and digests at any time in your notification settings. We do not send advertising from other companies.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and local storage',
      paragraphs: [
        'Waypoint uses no advertising or analytics cookies and no third-party trackers. When you sign in, your browser keeps a sign-in token and your display name in its local storage so you stay signed in. Signing out removes both from the browser and ends the session on our servers.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      paragraphs: [
        'We do not sell or rent your data, and we do not share it for advertising. We share information only with people you choose (through share links, community posts and mentor requests), with companies that host and deliver our service under contracts that forbid any other use, and when the law requires it.',
      ],
    },
    {
      id: 'your-choices',
      heading: 'Download, correct or delete your data',
      paragraphs: [
        'You can correct your profile at any time, and download a copy of your data or delete your account from your profile page. Deleting your account removes your profile, documents, journal entries, posts and messages; we keep only what the law requires us to keep, and security records for a limited time.',
        `You can also ${WRITE_TO_US_PHRASE}, giving the e-mail address of your account, and we will do it for you.`,
      ],
    },
    {
      id: 'age',
      heading: 'Age',
      paragraphs: [
        'Waypoint is for people aged 18 and over. We do not knowingly collect information about children.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: [
        'When we change this policy we update the date at the top of this page. If a change affects how we use information you already gave us, we will e-mail you before it takes effect.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      paragraphs: ['Questions about your privacy? Write to us and a person will answer.'],
      links: [WRITE_TO_US],
    },
  ],
};
