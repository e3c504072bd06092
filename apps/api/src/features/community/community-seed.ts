import type { NewCircle } from './circles.repository';
import type { NewPost } from './posts.repository';

/*
 * Sample data (decisions 013 items 9 and 16): the spec's two sample circles with its member counts (128 and 86)
 * and a few welcome posts. Written on first start with fixed ids, so a second start or a second instance adds
 * nothing; the screen labels them as samples.
 */
export const SAMPLE_CIRCLE_IDS = {
  transition: '6f0c5a4e-2d1b-4c61-9a51-0c8f3b2a7d01',
  familyNetwork: '6f0c5a4e-2d1b-4c61-9a51-0c8f3b2a7d02',
} as const;

const SEED_DATE = new Date('2026-01-05T15:00:00Z');
const GUIDE = 'Circle guide (sample)';

export const SAMPLE_CIRCLES: NewCircle[] = [
  {
    id: SAMPLE_CIRCLE_IDS.transition,
    name: 'Transition Support Circle',
    description:
      'Veterans in their first year out of uniform swap notes on job hunting, benefits paperwork and finding their footing.',
    access: 'public',
    baseMemberCount: 128,
    sample: true,
    createdAt: SEED_DATE,
  },
  {
    id: SAMPLE_CIRCLE_IDS.familyNetwork,
    name: 'Military Spouses & Families',
    description:
      'A moderated, invite-only space for spouses and family members supporting a veteran through the move to civilian life.',
    access: 'invite-only',
    baseMemberCount: 86,
    sample: true,
    createdAt: new Date(SEED_DATE.getTime() + 1000),
  },
];

export const SAMPLE_POSTS: NewPost[] = [
  {
    id: '6f0c5a4e-2d1b-4c61-9a51-0c8f3b2a7e01',
    circleId: SAMPLE_CIRCLE_IDS.transition,
    authorLabel: GUIDE,
    content:
      'Welcome to the circle! Introduce yourself: your branch, where you are headed and one thing you would like help with.',
    createdAt: SEED_DATE,
  },
  {
    id: '6f0c5a4e-2d1b-4c61-9a51-0c8f3b2a7e02',
    circleId: SAMPLE_CIRCLE_IDS.transition,
    authorLabel: GUIDE,
    content:
      'A good first step for benefits questions: the VA explains eligibility at https://www.va.gov/benefits/ and a Veterans Service Officer can help for free.',
    createdAt: new Date(SEED_DATE.getTime() + 60_000),
  },
  {
    id: '6f0c5a4e-2d1b-4c61-9a51-0c8f3b2a7e03',
    circleId: SAMPLE_CIRCLE_IDS.familyNetwork,
    authorLabel: GUIDE,
    content:
      'Welcome, families. This circle is a place to ask anything about the transition, from moving to school changes. Be kind; moderators are here to help.',
    createdAt: SEED_DATE,
  },
];
