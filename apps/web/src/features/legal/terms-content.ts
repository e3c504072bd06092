import { LAST_UPDATED, WRITE_TO_US, type LegalDocumentContent } from './legal-types';

export const TERMS_OF_SERVICE: LegalDocumentContent = {
  title: 'Terms of Service',
  lastUpdated: LAST_UPDATED,
  summary:
    'These terms are the rules for using Waypoint, written in plain language. By creating an account or using Waypoint you agree to them.',
  sections: [
    {
      id: 'eligibility',
      heading: 'Who can use Waypoint',
      bullets: [
        'You must be 18 or older.',
        'Waypoint is for veterans, service members, their families and caregivers, and the mentors who support them.',
        'Give accurate information about yourself and your service. One account per person.',
        'Keep your password to yourself and tell us at once if you think someone else used your account.',
      ],
    },
    {
      id: 'community',
      heading: 'How to treat the community',
      paragraphs: [
        'Community circles and messages work because members trust each other. When you post or message:',
      ],
      bullets: [
        'Be respectful. No harassment, threats, hate speech or bullying.',
        'Do not pretend to be someone else or claim service, rank or awards you do not have.',
        'Do not share anyone’s personal information, documents or private messages without their permission.',
        'No spam, advertising, fundraising or recruiting for paid schemes.',
        'Nothing illegal, sexually explicit or violent.',
      ],
    },
    {
      id: 'moderation',
      heading: 'Moderation',
      paragraphs: [
        'Moderators may remove posts that break these rules. Repeated or serious breaches can lead to your account being suspended or closed.',
      ],
    },
    {
      id: 'not-advice',
      heading: 'No medical, legal or financial advice',
      paragraphs: [
        'Waypoint gives general information about careers and benefits. It is not medical, legal or financial advice. Decisions about VA benefits are made by the Department of Veterans Affairs; for help with a claim, talk to a VA-accredited representative, attorney or claims agent. Salary figures and job matches are estimates, not promises.',
      ],
    },
    {
      id: 'crisis',
      heading: 'Crisis help',
      paragraphs: [
        'Waypoint is not a crisis or emergency service, and no one watches posts or messages around the clock. If you or someone else is in immediate danger, call 911. To reach the Veterans Crisis Line, call 988 and press 1, or text 838255.',
      ],
      links: [{ label: 'Crisis & Support resources', href: '/crisis-resources' }],
    },
    {
      id: 'your-content',
      heading: 'Your content',
      paragraphs: [
        'What you upload or write stays yours. You allow Waypoint to store it and show it to the people you choose, only so we can run the service. Upload only what you have the right to share.',
      ],
    },
    {
      id: 'termination',
      heading: 'Closing an account',
      paragraphs: [
        'You can delete your account at any time from your profile page. We may suspend or close an account that breaks these terms or puts others at risk, and we will tell you why unless the law or someone’s safety prevents it.',
      ],
    },
    {
      id: 'service',
      heading: 'The service itself',
      paragraphs: [
        'We work hard to keep Waypoint available and your information safe, but we cannot promise it will always be free of interruptions or errors. To the extent the law allows, Waypoint is not responsible for indirect losses from using it.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      paragraphs: [
        'When we change these terms we update the date at the top of this page, and we e-mail you about important changes before they take effect. If you keep using Waypoint afterwards, the new terms apply.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      paragraphs: ['Questions about these terms? Write to us.'],
      links: [WRITE_TO_US],
    },
  ],
};
