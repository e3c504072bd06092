import type { ResourceCategory } from '@waypoint/shared/wellness/wellness';

export interface ResourceSeed {
  id: string;
  title: string;
  category: ResourceCategory;
  description: string;
  url: string;
  source: string;
}

/**
 * The hub's resources: real services for veterans, each with its publisher and its own address, checked against
 * the publishers' pages. Reference data: written on every start (insert or update by id), so a corrected text
 * reaches existing databases while bookmarks keep pointing at the same ids.
 */
export const WELLNESS_RESOURCES: readonly ResourceSeed[] = [
  {
    id: 'veterans-crisis-line',
    title: 'Veterans Crisis Line',
    category: 'Crisis support',
    description:
      'Free, confidential support 24/7 for veterans, service members and the people who care about them: dial 988 then press 1, text 838255, or chat online. You do not need to be enrolled in VA care.',
    url: 'https://www.veteranscrisisline.net/',
    source: 'U.S. Department of Veterans Affairs',
  },
  {
    id: 'vet-centers',
    title: 'Vet Centers',
    category: 'Counseling',
    description:
      'Community-based counseling centers offering free, confidential readjustment counseling to eligible veterans, service members and their families, with no VA health care enrollment needed. The Vet Center Call Center answers 24/7 at 877-927-8387.',
    url: 'https://www.vetcenter.va.gov/',
    source: 'U.S. Department of Veterans Affairs, Readjustment Counseling Service',
  },
  {
    id: 'ptsd-coach',
    title: 'PTSD Coach',
    category: 'Self-help apps',
    description:
      'A free app to learn about and manage symptoms that can occur after trauma: self-assessment, tools for handling stress in the moment, and links to support. No account needed; what you enter stays on your phone.',
    url: 'https://www.ptsd.va.gov/appvid/mobile/ptsdcoach_app.asp',
    source: 'VA National Center for PTSD',
  },
  {
    id: 'mindfulness-coach',
    title: 'Mindfulness Coach',
    category: 'Self-help apps',
    description:
      'A free app that teaches mindfulness step by step, with guided exercises, a log to track your practice, and information about mindfulness for stress relief.',
    url: 'https://www.ptsd.va.gov/appvid/mobile/mindfulcoach_app.asp',
    source: 'VA National Center for PTSD',
  },
  {
    id: 'make-the-connection',
    title: 'Make the Connection',
    category: 'Peer stories',
    description:
      'Hundreds of videos of veterans and their families talking about the challenges they faced after service, from sleep and stress to relationships, and how they found support.',
    url: 'https://www.maketheconnection.net/',
    source: 'U.S. Department of Veterans Affairs',
  },
  {
    id: 'military-onesource',
    title: 'Military OneSource',
    category: 'Support for life',
    description:
      'Free, confidential non-medical counseling and help with moving, money, relationships and the transition to civilian life, for service members, recently separated veterans and their families. Call 800-342-9647.',
    url: 'https://www.militaryonesource.mil/',
    source: 'U.S. Department of Defense',
  },
];
