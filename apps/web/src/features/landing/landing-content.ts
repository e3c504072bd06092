/**
 * The landing page's copy. Figures and testimonials are marketing copy, as the spec says (SPEC-DECISIONS 13).
 */

export interface ServiceCard {
  key: 'career' | 'benefits' | 'mentorship';
  title: string;
  description: string;
  /** Where 'Learn More' goes for a signed-in visitor; signed-out visitors go to /register. */
  signedInPath: string;
  /** Completes the accessible name "Learn more about …". */
  topic: string;
}

export interface FeatureCard {
  key: 'resume' | 'vault' | 'roadmap' | 'community' | 'family';
  title: string;
  description: string;
  stat: string;
  statDescription: string;
}

export interface Testimonial {
  name: string;
  branch: string;
  quote: string;
  /** Out of 5; half stars allowed. */
  rating: number;
  initials: string;
}

export interface Figure {
  value: string;
  label: string;
}

export const HERO = {
  eyebrow: 'Trusted by 50,000+ veterans and their families',
  headline: 'Your next mission starts here',
  lead: 'Waypoint is a transition support community for veterans, service members and their families. Translate your military experience into a civilian career, understand the benefits you earned, and learn from mentors who made the move before you.',
  figures: [
    { value: '94%', label: 'success rate for members who finish their transition plan' },
    { value: '$75K+', label: 'average starting salary of members hired' },
  ],
} as const satisfies { eyebrow: string; headline: string; lead: string; figures: readonly Figure[] };

export const SERVICES: readonly ServiceCard[] = [
  {
    key: 'career',
    title: 'Career translation',
    description:
      'Turn your military job code into civilian resume bullets and job matches, by branch, occupation code, interests and preferred location.',
    signedInPath: '/career/translate',
    topic: 'career translation',
  },
  {
    key: 'benefits',
    title: 'Benefits guidance',
    description:
      'Plain-language guides, deadlines and recommendations for the veterans’ benefits you have earned.',
    signedInPath: '/benefits',
    topic: 'benefits guidance',
  },
  {
    key: 'mentorship',
    title: 'Veteran mentorship',
    description:
      'Get matched with mentors from your own branch who have already made the move to a civilian career.',
    signedInPath: '/mentorship',
    topic: 'veteran mentorship',
  },
];

export const FEATURES: readonly FeatureCard[] = [
  {
    key: 'resume',
    title: 'Civilian-ready resume builder',
    description:
      'Start from your service record and build a resume civilian recruiters understand, with ready templates and a live preview.',
    stat: '3,000+',
    statDescription: 'resumes built this year',
  },
  {
    key: 'vault',
    title: 'Secure document vault',
    description:
      'Keep your DD-214, medical records and claim papers in one place. Every file is encrypted before it is stored, and you decide who sees it.',
    stat: '256-bit',
    statDescription: 'encryption on every file',
  },
  {
    key: 'roadmap',
    title: 'Transition roadmap',
    description:
      'See what comes next, with alerts for benefit deadlines, transition program milestones and hiring fairs near you.',
    stat: '98%',
    statDescription: 'of milestones completed on time',
  },
  {
    key: 'community',
    title: 'Verified veteran community',
    description: 'Join peer groups of verified veterans and talk one-to-one through secure messaging.',
    stat: '50,000+',
    statDescription: 'veterans in the community',
  },
  {
    key: 'family',
    title: 'Family support guides',
    description:
      'Practical guides for the whole household: relocation planning, spouse employment and home-loan pre-approval.',
    stat: '24/7',
    statDescription: 'support for you and your family',
  },
];

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Marcus Rivera',
    branch: 'U.S. Army',
    quote:
      'Waypoint turned eight years as a unit supply specialist into resume bullets a logistics recruiter understood. I had three interviews in my first month.',
    rating: 5,
    initials: 'MR',
  },
  {
    name: 'Aisha Thompson',
    branch: 'U.S. Navy',
    quote:
      'My mentor was a former corpsman who now runs a hospital department. She knew which certifications mattered and which ones I could skip.',
    rating: 5,
    initials: 'AT',
  },
  {
    name: 'David Okafor',
    branch: 'U.S. Marine Corps',
    quote:
      'The benefit deadline alerts alone were worth it. My wife found work through the spouse employment guide when we relocated to Texas.',
    rating: 4.5,
    initials: 'DO',
  },
];

export const STATS: readonly Figure[] = [
  { value: '50,000+', label: 'Veterans trust Waypoint' },
  { value: '95%', label: 'Job placement success rate' },
  { value: '$75K+', label: 'Average starting salary' },
  { value: '500+', label: 'Civilian career paths' },
  { value: '24/7', label: 'Support when you need it' },
];

export interface SocialProfile {
  network: 'Facebook' | 'X' | 'LinkedIn' | 'YouTube';
  href: string;
}

export const SOCIAL_PROFILES: readonly SocialProfile[] = [
  { network: 'Facebook', href: 'https://www.facebook.com/' },
  { network: 'X', href: 'https://x.com/' },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { network: 'YouTube', href: 'https://www.youtube.com/' },
];

/** The in-page sections the header and footer link to, in page order. */
export const SECTION_LINKS = [
  { label: 'Services', href: '#services' },
  { label: 'Features', href: '#features' },
  { label: 'Stories', href: '#testimonials' },
  { label: 'Contact', href: '#contact' },
] as const;
